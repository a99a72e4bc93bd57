import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { excerptSourceText } from "~/lib/markdown-plain-text";
import { excerptFromGenerated, plainTextFromMarkdown, titleFromMarkdown } from "./generated-fields";

const a = (n: number) => "a".repeat(n);
const b = (n: number) => "b".repeat(n);

describe("titleFromMarkdown", () => {
  it("takes the first line beginning with '# '", () => {
    expect(titleFromMarkdown("Intro\n## Sous-titre\n# Le vrai titre\n# Un autre")).toBe("Le vrai titre");
    expect(titleFromMarkdown("# Guide des gouttières en zinc\r\n\r\nTexte")).toBe("Guide des gouttières en zinc");
  });

  it("ignores '##' headings, '#hashtag' and a '# comment' in a code block", () => {
    expect(titleFromMarkdown("```bash\n# installer\n```\n#hashtag\n## Section\n# Titre")).toBe("Titre");
  });

  it("drops a closing '#' sequence and surrounding spaces", () => {
    expect(titleFromMarkdown("#   Titre fermé  ##")).toBe("Titre fermé");
  });

  it("is null when there is no level-1 heading", () => {
    expect(titleFromMarkdown("Pas de titre\n## Section")).toBeNull();
    expect(titleFromMarkdown("")).toBeNull();
    expect(titleFromMarkdown("# \nTexte")).toBeNull();
  });
});

describe("plainTextFromMarkdown", () => {
  it("strips heading and bold/italic markers and collapses whitespace", () => {
    expect(plainTextFromMarkdown("# Titre\n\n## Sous **titre**\n\nDu *texte* en __gras__ et _italique_.\n\n")).toBe(
      "Titre Sous titre Du texte en gras et italique.",
    );
  });
});

describe("excerptFromGenerated", () => {
  it("keeps 150 characters when the last space is at position 99 (not beyond 100)", () => {
    expect(excerptFromGenerated(`${a(99)} ${b(100)}`)).toBe(`${a(99)} ${b(50)}...`);
  });

  it("keeps 150 characters when the last space is at position 100 (not beyond 100)", () => {
    expect(excerptFromGenerated(`${a(100)} ${b(99)}`)).toBe(`${a(100)} ${b(49)}...`);
  });

  it("cuts at the last space when it is at position 101", () => {
    expect(excerptFromGenerated(`${a(101)} ${b(98)}`)).toBe(`${a(101)}...`);
  });

  it("cuts at a space at position 149, the last character of the cut", () => {
    expect(excerptFromGenerated(`${a(149)} ${b(10)}`)).toBe(`${a(149)}...`);
  });

  it("ignores a space just after the 150th character", () => {
    expect(excerptFromGenerated(`${a(150)} ${b(10)}`)).toBe(`${a(150)}...`);
  });

  it("keeps a text of exactly 150 characters whole, plus '...'", () => {
    const text = `${a(120)} ${b(29)}`;
    expect(text).toHaveLength(150);
    expect(excerptFromGenerated(text)).toBe(`${text}...`);
  });

  it("cuts a text of 151 characters", () => {
    expect(excerptFromGenerated(`${a(120)} ${b(30)}`)).toBe(`${a(120)}...`);
  });

  it("keeps a short text whole (no word lost), plus '...', without the title line at its top", () => {
    expect(excerptFromGenerated("# Titre\n\nUn texte **court** sur les gouttières.")).toBe(
      "Un texte court sur les gouttières....",
    );
  });

  it("counts positions after stripping markers", () => {
    // In the plain text the last space of the cut is at 99 (no cut); in the raw markdown it would be at 103.
    expect(excerptFromGenerated(`**${a(49)}** ${a(49)} ${b(100)}`)).toBe(`${a(49)} ${a(49)} ${b(50)}...`);
  });

  it("counts characters as code points (an emoji is never split)", () => {
    const text = `${"é".repeat(99)} ${"🏠".repeat(100)}`;
    expect(excerptFromGenerated(text)).toBe(`${"é".repeat(99)} ${"🏠".repeat(50)}...`);
  });

  it("is empty for an empty text", () => {
    expect(excerptFromGenerated("  \n# \n**")).toBe("");
  });

  it("property: a prefix of the plain text, at most 150 characters plus '...'", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "é", " ", "\n", "#", "*", "_", "🏠"), maxLength: 400 }), (content) => {
        const plain = excerptSourceText(content);
        const excerpt = excerptFromGenerated(content);
        if (!plain) {
          expect(excerpt).toBe("");
          return;
        }
        expect(excerpt.endsWith("...")).toBe(true);
        const body = excerpt.slice(0, -3);
        expect(plain.startsWith(body)).toBe(true);
        const length = Array.from(body).length;
        expect(length).toBeLessThanOrEqual(150);
        if (Array.from(plain).length > 150) expect(length).toBeGreaterThan(100);
        else expect(body).toBe(plain);
      }),
      { numRuns: 1000 },
    );
  });
});
