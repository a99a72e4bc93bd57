import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countChangedLines, DIFF_MAX_CELLS, diffLines, diffSequences, diffWords, hasChanges, splitLines } from "./diff";

/** The text a difference gives back for one side. */
function side(parts: { op: string; text: string }[], keep: "removed" | "added", join: string): string {
  return parts
    .filter((p) => p.op === "same" || p.op === keep)
    .map((p) => p.text)
    .join(join);
}

describe("line difference", () => {
  it("marks the changed line as removed then added, the others as kept", () => {
    expect(diffLines("Titre\nAncienne phrase.\nFin", "Titre\nNouvelle phrase.\nFin")).toEqual([
      { op: "same", text: "Titre" },
      { op: "removed", text: "Ancienne phrase." },
      { op: "added", text: "Nouvelle phrase." },
      { op: "same", text: "Fin" },
    ]);
  });

  it("finds an inserted paragraph in the middle without touching what surrounds it", () => {
    const parts = diffLines("a\nb\nc\nd", "a\nb\nnouveau\nc\nd");
    expect(parts).toEqual([
      { op: "same", text: "a\nb" },
      { op: "added", text: "nouveau" },
      { op: "same", text: "c\nd" },
    ]);
    expect(countChangedLines(parts)).toEqual({ added: 1, removed: 0 });
  });

  it("says nothing changed for equal texts, and treats \\r\\n as \\n", () => {
    expect(hasChanges(diffLines("a\r\nb", "a\nb"))).toBe(false);
    expect(diffLines("", "")).toEqual([]);
    expect(diffLines("", "x")).toEqual([{ op: "added", text: "x" }]);
    expect(splitLines("")).toEqual([]);
  });

  it("gives back both texts exactly, whatever they are", () => {
    const line = fc.constantFrom("a", "b", "c", "", "## Titre", "zinc");
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.array(line, { maxLength: 30 }), (a, b) => {
        const parts = diffLines(a.join("\n"), b.join("\n"));
        const ops = diffSequences(a, b);
        expect(ops.filter((o) => o.op !== "added").map((o) => o.item)).toEqual(a);
        expect(ops.filter((o) => o.op !== "removed").map((o) => o.item)).toEqual(b);
        // the kept lines are a longest common subsequence: no shorter edit exists than the one found
        expect(ops.filter((o) => o.op === "same").length).toBe(lcsLength(a, b));
        expect(parts.every((p, i) => i === 0 || p.op !== parts[i - 1].op)).toBe(true);
      }),
    );
  });

  it("shows a huge rewrite as removed then added instead of running out of memory", () => {
    const size = Math.ceil(Math.sqrt(DIFF_MAX_CELLS)) + 10;
    const a = Array.from({ length: size }, (_, i) => `a${i}`);
    const b = Array.from({ length: size }, (_, i) => `b${i}`);
    const parts = diffLines(a.join("\n"), b.join("\n"));
    expect(parts.map((p) => p.op)).toEqual(["removed", "added"]);
    expect(countChangedLines(parts)).toEqual({ added: size, removed: size });
  });
});

describe("word difference", () => {
  it("marks only the changed word of a title", () => {
    const parts = diffWords("Entretien des gouttières en zinc", "Entretien des gouttières en cuivre");
    expect(parts).toEqual([
      { op: "same", text: "Entretien des gouttières en " },
      { op: "removed", text: "zinc" },
      { op: "added", text: "cuivre" },
    ]);
    expect(side(parts, "removed", "")).toBe("Entretien des gouttières en zinc");
    expect(side(parts, "added", "")).toBe("Entretien des gouttières en cuivre");
  });

  it("reads a rewritten phrase as one removal then one addition", () => {
    const parts = diffWords("Premier texte. Ligne commune.", "Texte réécrit. Ligne commune.");
    expect(parts).toEqual([
      { op: "removed", text: "Premier texte." },
      { op: "added", text: "Texte réécrit." },
      { op: "same", text: " Ligne commune." },
    ]);
  });

  it("gives back both texts exactly, whatever they are", () => {
    const word = fc.constantFrom("zinc", "toit", " ", "  ", "ardoise", "\n");
    fc.assert(
      fc.property(fc.array(word, { maxLength: 20 }), fc.array(word, { maxLength: 20 }), (a, b) => {
        const parts = diffWords(a.join(""), b.join(""));
        expect(side(parts, "removed", "")).toBe(a.join(""));
        expect(side(parts, "added", "")).toBe(b.join(""));
      }),
    );
  });
});

function lcsLength(a: string[], b: string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j];
      row[j] = x === b[j - 1] ? diagonal + 1 : Math.max(row[j], row[j - 1]);
      diagonal = above;
    }
  }
  return row[b.length];
}
