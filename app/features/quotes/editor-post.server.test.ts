import { describe, expect, it } from "vitest";
import { QUOTE_JSON_MAX_CHARS, QUOTE_POST_MESSAGES, readQuotePost } from "./editor-post.server";
import { quoteFormInputOf } from "./parse-form";
import type { QuoteContent } from "./content";

const content: QuoteContent = {
  customer: { name: "Claire", email: "c@example.fr", phone: "", address: "", siteAddress: "Cublize" },
  title: "Noue",
  sections: [
    {
      id: "s1",
      title: "",
      lines: [
        {
          id: "l1",
          designation: "Zinc",
          quantityHundredths: 100,
          unit: "u",
          unitPriceCents: 100,
          vatRate: 2000,
          optional: false,
        },
      ],
    },
  ],
  notes: "",
  travelCents: 0,
  travelVatRate: 2000,
  deposit: { kind: "none" },
  paymentTerms: "",
  validityDays: 30,
  estimatedStart: "",
  estimatedDuration: "",
  signingContext: "distance",
};

const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return readQuotePost(form);
};
const valid = JSON.stringify(quoteFormInputOf(content));

describe("readQuotePost", () => {
  it("reads the editor's JSON and the revision it was made on, or the one 'Écraser' names", () => {
    expect(post({ quote: valid, revision: "3" })).toMatchObject({ ok: true, baseRevision: 3, overwrite: false });
    expect(post({ quote: valid, revision: "3", overwrite: "5" })).toMatchObject({ ok: true, baseRevision: 5, overwrite: true });
  });

  it("refuses in French what the editor never sends", () => {
    const unreadable = { ok: false, message: QUOTE_POST_MESSAGES.unreadable };
    expect(post({ revision: "1" })).toEqual(unreadable);
    expect(post({ quote: "{", revision: "1" })).toEqual(unreadable);
    expect(post({ quote: valid, revision: "-1" })).toEqual(unreadable);
    expect(post({ quote: valid })).toEqual(unreadable);
    const extra = { ...JSON.parse(valid), admin: true };
    expect(post({ quote: JSON.stringify(extra), revision: "1" })).toEqual(unreadable);
    const numberPrice = JSON.parse(valid);
    numberPrice.sections[0].lines[0].unitPrice = 12;
    expect(post({ quote: JSON.stringify(numberPrice), revision: "1" })).toEqual(unreadable);
    const twice = JSON.parse(valid);
    twice.sections[0].lines.push(twice.sections[0].lines[0]);
    expect(post({ quote: JSON.stringify(twice), revision: "1" })).toEqual(unreadable);
    expect(post({ quote: " ".repeat(QUOTE_JSON_MAX_CHARS + 1), revision: "1" })).toEqual({
      ok: false,
      message: QUOTE_POST_MESSAGES.tooLarge,
    });
  });
});
