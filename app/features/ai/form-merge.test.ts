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
  const generated = `# Bien entretenir ses gouttières\n\n${"Les gouttières en zinc durent longtemps ".repeat(6)}`;

  it("fills an empty title and excerpt, replaces the content, merges the keyword, keeps other fields", () => {
    const form = { title: "", excerpt: " ", keywords: ["zinc"], content: "ancien", category: "Zinguerie" };
    const next = applyGeneratedContent(form, generated, "gouttières");
    expect(next).toEqual({
      title: "Bien entretenir ses gouttières",
      excerpt: excerptFromGenerated(generated),
      keywords: ["gouttières", "zinc"],
      content: generated,
      category: "Zinguerie",
    });
    expect(next.excerpt.startsWith("Bien entretenir ses gouttières Les gouttières")).toBe(true);
    expect(form.content).toBe("ancien");
  });

  it("keeps a title and an excerpt already written", () => {
    const form = { title: "Mon titre", excerpt: "Mon extrait", keywords: [], content: "" };
    expect(applyGeneratedContent(form, generated)).toEqual({ ...form, content: generated });
  });

  it("leaves an empty title empty when the text has no '# ' line", () => {
    const next = applyGeneratedContent({ title: "", excerpt: "", keywords: [], content: "" }, "Texte sans titre");
    expect(next.title).toBe("");
    expect(next.excerpt).toBe("Texte sans titre...");
  });
});
