import { describe, expect, it } from "vitest";
import { QUOTE_LIMITS } from "./content";
import { parseQuoteForm, QUOTE_MESSAGES, quoteFormInputOf, type QuoteFormInput, type QuoteLineInput } from "./parse-form";
import { computeQuoteTotals } from "./totals";

const line = (over: Partial<QuoteLineInput> = {}, id = "l1"): QuoteLineInput => ({
  id,
  designation: "Dépose de la couverture",
  quantity: "12,5",
  unit: "m²",
  unitPrice: "45,20",
  vatRate: "1000",
  optional: false,
  ...over,
});

const form = (over: Partial<QuoteFormInput> = {}): QuoteFormInput => ({
  customer: {
    name: "Claire Martin",
    email: "claire@example.fr",
    phone: "06 11 22 33 44",
    address: "",
    siteAddress: "8 impasse des Lauzes, 69550 Cublize",
  },
  title: "Réfection de la noue",
  sections: [{ id: "s1", title: "Dépose", lines: [line()] }],
  notes: "",
  travel: "",
  travelVatRate: "2000",
  depositKind: "none",
  depositValue: "",
  paymentTerms: "Solde à la fin des travaux.",
  validityDays: "30",
  estimatedStart: "",
  estimatedDuration: "",
  signingContext: "distance",
  ...over,
});

const errorsOf = (input: QuoteFormInput) => {
  const parsed = parseQuoteForm(input);
  return parsed.ok ? {} : parsed.errors;
};

describe("parseQuoteForm", () => {
  it("reads French amounts and quantities into cents and hundredths, and back", () => {
    const parsed = parseQuoteForm(
      form({ sections: [{ id: "s1", title: "", lines: [line({ quantity: "1 200", unitPrice: "234,5" })] }] }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.content.sections[0]!.lines[0]).toMatchObject({ quantityHundredths: 120_000, unitPriceCents: 23_450 });
    expect(parseQuoteForm(quoteFormInputOf(parsed.content))).toEqual(parsed);
  });

  it("refuses more than two decimals, negatives, letters and an empty price, each with its message", () => {
    const input = form({
      sections: [
        {
          id: "s1",
          title: "",
          lines: [
            line({ unitPrice: "12,345" }, "a"),
            line({ unitPrice: "-5" }, "b"),
            line({ quantity: "douze" }, "c"),
            line({ unitPrice: "" }, "d"),
          ],
        },
      ],
    });
    expect(errorsOf(input)).toEqual({
      "sections.0.lines.0.unitPrice": QUOTE_MESSAGES.amount,
      "sections.0.lines.1.unitPrice": QUOTE_MESSAGES.amount,
      "sections.0.lines.2.quantity": QUOTE_MESSAGES.quantity,
      "sections.0.lines.3.unitPrice": QUOTE_MESSAGES.required,
    });
  });

  it("refuses over 1 M€ per price, per line and in total", () => {
    expect(
      errorsOf(form({ sections: [{ id: "s", title: "", lines: [line({ quantity: "1", unitPrice: "1 000 000,01" })] }] })),
    ).toEqual({
      "sections.0.lines.0.unitPrice": QUOTE_MESSAGES.amountTooHigh,
    });
    expect(
      errorsOf(form({ sections: [{ id: "s", title: "", lines: [line({ quantity: "2", unitPrice: "600 000" })] }] })),
    ).toEqual({
      "sections.0.lines.0.unitPrice": QUOTE_MESSAGES.lineTotalTooHigh,
    });
    const two = [line({ quantity: "1", unitPrice: "500 000" }, "a"), line({ quantity: "1", unitPrice: "450 000" }, "b")];
    expect(errorsOf(form({ sections: [{ id: "s", title: "", lines: two }] }))).toEqual({ sections: QUOTE_MESSAGES.totalTooHigh });
  });

  it("counts 201 lines as too many, and none as missing", () => {
    const lines = Array.from({ length: QUOTE_LIMITS.maxLines + 1 }, (_, i) => line({}, `l${i}`));
    expect(errorsOf(form({ sections: [{ id: "s", title: "", lines }] }))).toEqual({ sections: QUOTE_MESSAGES.tooManyLines });
    expect(parseQuoteForm(form({ sections: [{ id: "s", title: "", lines: lines.slice(0, QUOTE_LIMITS.maxLines) }] })).ok).toBe(
      true,
    );
    expect(errorsOf(form({ sections: [{ id: "s", title: "", lines: [] }] }))).toEqual({ sections: QUOTE_MESSAGES.noLine });
  });

  it("bounds every text, and requires the customer's name, e-mail and the site", () => {
    const long = "x".repeat(QUOTE_LIMITS.designation + 1);
    const errors = errorsOf(
      form({
        customer: { name: "", email: "pas-une-adresse", phone: "", address: "", siteAddress: " " },
        title: "t".repeat(QUOTE_LIMITS.title + 1),
        notes: "n".repeat(QUOTE_LIMITS.notes + 1),
        sections: [{ id: "s", title: "", lines: [line({ designation: long })] }],
      }),
    );
    expect(errors).toEqual({
      "customer.name": QUOTE_MESSAGES.required,
      "customer.email": QUOTE_MESSAGES.email,
      "customer.siteAddress": QUOTE_MESSAGES.required,
      title: QUOTE_MESSAGES.tooLong(QUOTE_LIMITS.title),
      notes: QUOTE_MESSAGES.tooLong(QUOTE_LIMITS.notes),
      "sections.0.lines.0.designation": QUOTE_MESSAGES.tooLong(QUOTE_LIMITS.designation),
    });
  });

  it("reads the deposit as a share or an amount not above the total", () => {
    const percent = parseQuoteForm(form({ depositKind: "percent", depositValue: "30 %" }));
    expect(percent.ok && percent.content.deposit).toEqual({ kind: "percent", basisPoints: 3000 });
    expect(errorsOf(form({ depositKind: "percent", depositValue: "130" }))).toEqual({ depositValue: QUOTE_MESSAGES.percent });
    // 12,5 m² × 45,20 € = 565 € HT, 621,50 € TTC
    expect(errorsOf(form({ depositKind: "amount", depositValue: "700" }))).toEqual({
      depositValue: QUOTE_MESSAGES.depositTooHigh,
    });
    expect(parseQuoteForm(form({ depositKind: "amount", depositValue: "621,50" })).ok).toBe(true);
  });

  it("gives, on failure, the content as far as it reads, so the totals stay live", () => {
    const parsed = parseQuoteForm(
      form({
        customer: { name: "", email: "", phone: "", address: "", siteAddress: "" },
        sections: [{ id: "s", title: "", lines: [line(), line({ unitPrice: "abc" }, "bad")] }],
      }),
    );
    expect(parsed.ok).toBe(false);
    const totals = computeQuoteTotals(parsed.content);
    expect(totals.htCents).toBe(56_500);
    expect(totals.lineCents.bad).toBe(0);
  });
});
