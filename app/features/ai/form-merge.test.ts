import { describe, expect, it } from "vitest";
import { applyGeneratedContent, mergeKeyword } from "./form-merge";
import { excerptFromGenerated } from "./generated-fields";

describe("mergeKeyword", () => {
  it("prepends the main keyword when absent", () => {
    expect(mergeKeyword(["toiture", "zinc"], " gouttière ")).toEqual(["gouttière", "toiture", "zinc"]);
  });

  it("leaves the list alone when present (case-insensitive) or empty", () => {
    expect(mergeKeyword(["Toiture", "zinc"], "ZINC")).toEqual(["Toiture", "zinc"]);
    expect(mergeKeyword(["toiture"], "  ")).toEqual(["toiture"]);
    expect(mergeKeyword(["toiture"])).toEqual(["toiture"]);
  });

  it("returns a new list", () => {
    const keywords = ["toiture"];
    expect(mergeKeyword(keywords, "toiture")).not.toBe(keywords);
  });
});

describe("applyGeneratedContent", () => {
  const body = `## Pourquoi\n\n${"Les gouttières en zinc durent longtemps ".repeat(6)}`;
  const generated = `# Bien entretenir ses gouttières\n\n${body}`;

  it("takes the leading '# ' line as the title, out of the body and the excerpt; fills the excerpt, merges the keyword, keeps other fields", () => {
    const form = { title: "", excerpt: " ", keywords: ["zinc"], content: "ancien", category: "Zinguerie" };
    const next = applyGeneratedContent(form, generated, "gouttières");
    expect(next).toEqual({
      title: "Bien entretenir ses gouttières",
      excerpt: excerptFromGenerated(body),
      keywords: ["gouttières", "zinc"],
      content: body,
      category: "Zinguerie",
    });
    expect(next.excerpt.startsWith("Les gouttières en zinc")).toBe(true);
    expect(next.excerpt).not.toContain("#");
    expect(form.content).toBe("ancien");
  });

  it("keeps a title and an excerpt already written; the page's one title is still not repeated in the body", () => {
    const form = { title: "Mon titre", excerpt: "Mon extrait", keywords: [], content: "" };
    expect(applyGeneratedContent(form, generated)).toEqual({ ...form, content: body });
  });

  it("leaves an empty title empty when the text has no '# ' line", () => {
    const next = applyGeneratedContent({ title: "", excerpt: "", keywords: [], content: "" }, "Texte sans titre");
    expect(next.title).toBe("");
    expect(next.excerpt).toBe("Texte sans titre...");
  });
});
