import { describe, expect, it } from "vitest";
import { articleInputFromForm, formValuesFromForm } from "./form-data";
import { prepareArticle } from "./rules";

function form(entries: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe("articleInputFromForm", () => {
  it("reads the posted fields; 'Publier l'article' publishes, anything else is a draft", () => {
    const posted = form([
      ["title", "Titre"],
      ["content", "Texte"],
      ["excerpt", ""],
      ["category", "Zinguerie"],
      ["image_url", ""],
      ["keywords", "zinc"],
      ["keywords", "toiture"],
      ["keywords", ""],
      ["intent", "publish"],
    ]);
    expect(articleInputFromForm(posted)).toEqual({
      title: "Titre",
      content: "Texte",
      excerpt: "",
      category: "Zinguerie",
      image_url: "",
      keywords: ["zinc", "toiture", ""],
      published: true,
    });
    expect(articleInputFromForm(form([["intent", "draft"]])).published).toBe(false);
    expect(articleInputFromForm(form([["intent", "PUBLISH"]])).published).toBe(false);
    expect(articleInputFromForm(form([])).published).toBe(false);
  });

  it("treats a file where text is expected as missing, so the save rules refuse it", () => {
    const posted = form([
      ["title", new Blob(["x"])],
      ["content", "Texte"],
      ["keywords", new Blob(["y"])],
    ]);
    const input = articleInputFromForm(posted);
    expect(input.title).toBeUndefined();
    expect(input.keywords).toEqual([]);
    const result = prepareArticle(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toBe("Le titre et le contenu sont obligatoires");
  });
});

describe("formValuesFromForm", () => {
  it("gives back exactly what was typed, so a refused save loses nothing", () => {
    const posted = form([
      ["title", "  Titre  "],
      ["content", "Texte\n"],
      ["keywords", " zinc "],
      ["keywords", ""],
      ["image_url", "javascript:alert(1)"],
    ]);
    expect(formValuesFromForm(posted)).toEqual({
      title: "  Titre  ",
      category: "",
      excerpt: "",
      image_url: "javascript:alert(1)",
      keywords: [" zinc "],
      content: "Texte\n",
    });
  });
});
