import { describe, expect, it } from "vitest";
import type { QuoteFormInput } from "../parse-form";
import {
  addLine,
  addSection,
  blankLine,
  lineFromCatalogue,
  moveLine,
  moveSection,
  quoteAsText,
  removeLine,
  withALine,
} from "./editor-model";

const base = (): QuoteFormInput => ({
  customer: { name: "Claire", email: "c@example.fr", phone: "", address: "", siteAddress: "Cublize" },
  title: "Noue",
  sections: [
    { id: "s1", title: "Dépose", lines: [blankLine("a"), blankLine("b")] },
    { id: "s2", title: "Pose", lines: [blankLine("c")] },
  ],
  notes: "",
  travel: "",
  travelVatRate: "2000",
  depositKind: "none",
  depositValue: "",
  paymentTerms: "",
  validityDays: "30",
  estimatedStart: "",
  estimatedDuration: "",
  signingContext: "distance",
});

const ids = (input: QuoteFormInput) => input.sections.map((s) => `${s.id}:${s.lines.map((l) => l.id).join(",")}`);

describe("the editor's changes", () => {
  it("moves a line within its section, then across into the next, and back", () => {
    const once = moveLine(base(), 0, 0, 1);
    expect(ids(once)).toEqual(["s1:b,a", "s2:c"]);
    const across = moveLine(once, 0, 1, 1);
    expect(ids(across)).toEqual(["s1:b", "s2:a,c"]);
    expect(ids(moveLine(across, 1, 0, -1))).toEqual(["s1:b,a", "s2:c"]);
    expect(ids(moveLine(base(), 0, 0, -1))).toEqual(ids(base()));
  });

  it("adds, removes and reorders sections and lines", () => {
    expect(ids(removeLine(addLine(base(), 1, blankLine("d")), 1, 0))).toEqual(["s1:a,b", "s2:d"]);
    expect(ids(moveSection(base(), 1, -1))).toEqual(["s2:c", "s1:a,b"]);
    expect(addSection(base()).sections).toHaveLength(3);
  });

  it("opens a devis without lines with one to fill", () => {
    const empty = { ...base(), sections: [{ id: "s", title: "", lines: [] }] };
    expect(withALine(empty).sections[0]!.lines).toHaveLength(1);
    expect(withALine(base())).toEqual(base());
  });

  it("turns a prestation of the catalogue into a line typed the editor's way", () => {
    expect(lineFromCatalogue({ name: "Faîtage", unit: "ml", unitPriceCents: 123_450, vatRate: 1000 }, "x")).toEqual({
      id: "x",
      designation: "Faîtage",
      quantity: "1",
      unit: "ml",
      unitPrice: "1 234,50",
      vatRate: "1000",
      optional: false,
    });
  });

  it("writes the devis as one fact a line, for comparing two copies", () => {
    const text = quoteAsText(
      addLine(base(), 1, { ...blankLine("d"), designation: "Zinc", unitPrice: "12", vatRate: "550", optional: true }),
    );
    expect(text).toContain("Section 2\u00a0: Pose");
    expect(text).toContain("  Zinc · 1 u × 12 € HT · TVA 5,5\u00a0% · optionnelle");
  });
});
