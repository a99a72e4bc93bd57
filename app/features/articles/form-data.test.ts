import { describe, expect, it } from "vitest";
import { articleInputFromForm, formValuesFromForm, instantFormErrors } from "./form-data";
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

describe("instantFormErrors", () => {
  const filled = { title: "Titre", category: "", excerpt: "", image_url: "", keywords: [], content: "Texte" };
  it("lets a complete form through (the server checks everything again)", () => {
    expect(instantFormErrors(filled)).toBeNull();
    expect(instantFormErrors({ ...filled, image_url: "https://exemple.fr/a.jpg" })).toBeNull();
  });
  it("gives the required-fields message for a blank title or content, under the right fields", () => {
    expect(instantFormErrors({ ...filled, title: "  " })).toEqual({
      error: "Le titre et le contenu sont obligatoires",
      fieldErrors: { title: "Le titre et le contenu sont obligatoires" },
    });
    expect(instantFormErrors({ ...filled, title: "", content: "\n" })?.fieldErrors).toEqual({
      title: "Le titre et le contenu sont obligatoires",
      content: "Le titre et le contenu sont obligatoires",
    });
  });
  it("refuses an image URL the save rules refuse, with their message", () => {
    const refused = instantFormErrors({ ...filled, image_url: "javascript:alert(1)" });
    expect(refused?.fieldErrors.image_url).toMatch(/^L'URL de l'image doit commencer par http/);
    expect(refused?.error).toBe(refused?.fieldErrors.image_url);
  });
});
