import { describe, expect, it } from "vitest";
import { cleanModelAltText, contextAltSuggestion, descriptiveWordsOf, visionUserText } from "./alt-suggestion";
import { MEDIA_ALT_MAX_LENGTH } from "./alt-text";

describe("descriptiveWordsOf", () => {
  it("keeps the words that describe the picture", () => {
    expect(descriptiveWordsOf("facade-zinc_pose-2023-05-12-v2.JPG")).toEqual(["facade", "zinc", "pose"]);
    expect(descriptiveWordsOf("GouttiereCuivreLyon.png")).toEqual(["Gouttiere", "Cuivre", "Lyon"]);
    expect(descriptiveWordsOf("Toiture ardoise (copie).webp")).toEqual(["Toiture", "ardoise"]);
  });

  it("drops camera counters, messaging apps, dates and random ids", () => {
    for (const name of [
      "IMG_2034.jpg",
      "DSC01234.JPG",
      "PXL_20240512_101010123.jpg",
      "WhatsApp Image 2024-05-12 at 10.10.10.jpeg",
      "Screenshot 2024-01-01 101010.png",
      "a1b2c3d4e5.jpg",
      "deadbeefcafe.png",
    ]) {
      expect(descriptiveWordsOf(name), name).toEqual([]);
    }
  });

  it("keeps ordinal floors ('2e étage')", () => {
    expect(descriptiveWordsOf("balcon-2e-etage.jpg")).toEqual(["balcon", "2e", "etage"]);
  });
});

describe("contextAltSuggestion", () => {
  it("the file's words, capitalised", () => {
    expect(contextAltSuggestion("gouttiere-zinc-facade.jpg")).toBe("Gouttiere zinc facade");
  });

  it("adds the article's category unless the words already say it", () => {
    expect(contextAltSuggestion("gouttiere-zinc.jpg", { title: "Entretenir ses gouttières", category: "Zinguerie" })).toBe(
      "Gouttiere zinc – Zinguerie",
    );
    expect(contextAltSuggestion("pose-zinguerie.jpg", { category: "Zinguerie" })).toBe("Pose zinguerie");
  });

  it("falls back on the article's title when the name says nothing", () => {
    expect(contextAltSuggestion("IMG_2034.jpg", { title: "  Refaire sa toiture\nen ardoise ", category: "Couverture" })).toBe(
      "Illustration de l'article « Refaire sa toiture en ardoise »",
    );
  });

  it("nothing to suggest without descriptive words or title", () => {
    expect(contextAltSuggestion("IMG_2034.jpg")).toBeNull();
    expect(contextAltSuggestion("DSC0001.jpg", { title: "  ", category: "Couverture" })).toBeNull();
  });

  it("never longer than the maximum", () => {
    const suggestion = contextAltSuggestion("x.jpg", { title: "mot ".repeat(100) });
    expect(Array.from(suggestion ?? "").length).toBeLessThanOrEqual(MEDIA_ALT_MAX_LENGTH);
    expect(suggestion).toMatch(/^Illustration de l'article « mot/);
  });
});

describe("cleanModelAltText", () => {
  it("keeps a plain answer", () => {
    expect(cleanModelAltText("Couvreur posant une gouttière en zinc sur une maison")).toBe(
      "Couvreur posant une gouttière en zinc sur une maison",
    );
  });

  it("removes labels, quotes, Markdown and a leading 'Image de'", () => {
    expect(cleanModelAltText("Texte alternatif : « Toit en ardoise sous la neige »")).toBe("Toit en ardoise sous la neige");
    expect(cleanModelAltText('**Alt :** "Noue en zinc neuve"')).toBe("Noue en zinc neuve");
    expect(cleanModelAltText("Une photo de chéneau en cuivre")).toBe("Chéneau en cuivre");
    expect(cleanModelAltText("- image montrant une toiture")).toBe("Une toiture");
  });

  it("drops a reasoning block and keeps the first line", () => {
    expect(cleanModelAltText("<think>l'image montre…</think>\n\nFaîtage en zinc\nAutre ligne")).toBe("Faîtage en zinc");
  });

  it("null when nothing is left; cut within the maximum", () => {
    expect(cleanModelAltText("  \n<think>rien")).toBeNull();
    expect(cleanModelAltText('""')).toBeNull();
    expect(Array.from(cleanModelAltText("tuile ".repeat(80)) ?? "").length).toBeLessThanOrEqual(MEDIA_ALT_MAX_LENGTH);
  });
});

describe("visionUserText", () => {
  it("names the article when there is one", () => {
    expect(visionUserText()).toBe("Écris le texte alternatif de cette image.");
    expect(visionUserText({ title: "Rénover sa toiture", category: "Couverture" })).toBe(
      "Écris le texte alternatif de cette image. Elle illustre l'article « Rénover sa toiture » (catégorie Couverture).",
    );
  });
});
