import { describe, expect, it } from "vitest";
import { renderArticleHtml } from "~/features/articles/markdown.server";
import { ALT_TEXT_MESSAGES, MEDIA_ALT_MAX_LENGTH, checkAltText, cutAtWord, markdownImage, normaliseAltText } from "./alt-text";

describe("alt text rules", () => {
  it("is one line: spaces and line breaks collapsed, trimmed", () => {
    expect(normaliseAltText("  Gouttière en zinc\n\t posée  à Lyon ")).toBe("Gouttière en zinc posée à Lyon");
    expect(normaliseAltText(null)).toBe("");
  });

  it("accepts up to the maximum, counted in characters, and refuses one more in French", () => {
    expect(checkAltText("é".repeat(MEDIA_ALT_MAX_LENGTH))).toEqual({ ok: true, value: "é".repeat(MEDIA_ALT_MAX_LENGTH) });
    expect(checkAltText("a".repeat(MEDIA_ALT_MAX_LENGTH + 1))).toEqual({ ok: false, error: ALT_TEXT_MESSAGES.tooLong });
    expect(ALT_TEXT_MESSAGES.tooLong).toBe("Le texte alternatif doit faire 200 caractères au plus.");
  });

  it("allows an empty text in the library (it clears it), refuses it where an image is placed", () => {
    expect(checkAltText("   ")).toEqual({ ok: true, value: "" });
    expect(checkAltText(" \n ", { required: true })).toEqual({ ok: false, error: ALT_TEXT_MESSAGES.required });
    expect(ALT_TEXT_MESSAGES.required).toBe("Le texte alternatif est requis : décrivez l'image en quelques mots");
  });

  it("cuts at a word boundary", () => {
    expect(cutAtWord("Toiture en zinc", 40)).toBe("Toiture en zinc");
    expect(cutAtWord("Toiture en zinc naturel", 17)).toBe("Toiture en zinc");
    expect(cutAtWord("Toiture en – zinc", 12)).toBe("Toiture en");
    expect(cutAtWord("Anticonstitutionnellement", 10)).toBe("Anticonsti");
  });
});

describe("markdownImage", () => {
  it("writes ![alt](url)", () => {
    expect(markdownImage("/media/1700000000000-abc123def4.jpg", " Chéneau  en zinc ")).toBe(
      "![Chéneau en zinc](/media/1700000000000-abc123def4.jpg)",
    );
  });

  it("escapes what Markdown would read: the rendered alt is the text as typed", () => {
    const alt = "Noue [zinc] *neuve* _2024_ `a` <b> \\ fin";
    const html = renderArticleHtml(markdownImage("/media/1700000000000-abc123def4.jpg", alt));
    expect(html).toContain(`alt="Noue [zinc] *neuve* _2024_ \`a\` &lt;b&gt; \\ fin"`);
    expect(html).toContain('src="/media/1700000000000-abc123def4.jpg"');
  });
});
