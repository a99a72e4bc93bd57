import { describe, expect, it } from "vitest";
import { applyGalleryMove, galleryMoveIntent, parseGalleryMove, projectFormValues } from "./form-data";
import { isProjectMonth, projectMonthLabel } from "./project";
import {
  EMPTY_PROJECT_FORM,
  imageField,
  listLines,
  PROJECT_LIMITS,
  PROJECT_MESSAGES,
  prepareProject,
  type ProjectFormValues,
} from "./rules";

const photo = (n: number) =>
  imageField({ media: `/media/2026/11/p${String(n)}.jpg`, alt: `Photo ${String(n)}`, width: 1200, height: 800 });

const valid: ProjectFormValues = {
  ...EMPTY_PROJECT_FORM,
  title: "  Chéneaux en zinc à Lyon  ",
  location: "Lyon 6e (69)",
  month: "2024-11",
  category: "Zinguerie",
  description: "Des chéneaux neufs.",
  fullDescription: "Des chéneaux neufs en zinc.",
  features: "Dépose\n\n  Pose   soignée  \n",
  duration: "1 semaine",
  gallery: [photo(1), { image: JSON.stringify({ illustration: "cheneaux-zinc-lyon-1" }), alt: "Toits de Lyon" }],
};

describe("réalisation rules", () => {
  it("accepts a complete form: trimmed values, one item per line, slug derived from the title", () => {
    const result = prepareProject(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      title: "Chéneaux en zinc à Lyon",
      slug: "cheneaux-en-zinc-a-lyon",
      features: ["Dépose", "Pose soignée"],
      challenges: [],
      surface: null,
      beforeAfter: null,
      gallery: [
        { media: "/media/2026/11/p1.jpg", alt: "Photo 1", width: 1200, height: 800 },
        { illustration: "cheneaux-zinc-lyon-1", alt: "Toits de Lyon" },
      ],
    });
  });

  it("derives a typed address like an article's slug", () => {
    const result = prepareProject({ ...valid, slug: " Œuvre à Lyon ! " });
    expect(result.ok && result.value.slug).toBe("oeuvre-a-lyon");
  });

  it("answers in French under each wrong field", () => {
    const result = prepareProject({ ...EMPTY_PROJECT_FORM, month: "2024-13" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      title: PROJECT_MESSAGES.titleRequired,
      location: PROJECT_MESSAGES.required,
      month: PROJECT_MESSAGES.monthInvalid,
      category: PROJECT_MESSAGES.required,
      description: PROJECT_MESSAGES.required,
      fullDescription: PROJECT_MESSAGES.required,
      features: PROJECT_MESSAGES.listRequired,
      duration: PROJECT_MESSAGES.required,
      gallery: PROJECT_MESSAGES.galleryEmpty,
    });
    const missing = prepareProject({ ...valid, month: "" });
    expect(!missing.ok && missing.fieldErrors.month).toBe(PROJECT_MESSAGES.required);
  });

  it("limits each field's length, each line's length and the number of lines", () => {
    const long = (n: number) => "a".repeat(n);
    const result = prepareProject({
      ...valid,
      title: long(PROJECT_LIMITS.title + 1),
      description: long(PROJECT_LIMITS.description + 1),
      features: long(PROJECT_LIMITS.listItem + 1),
      materials: Array.from({ length: PROJECT_LIMITS.listItems + 1 }, (_, i) => `m${String(i)}`).join("\n"),
    });
    expect(!result.ok && result.fieldErrors).toEqual({
      title: "120 caractères au maximum",
      description: "300 caractères au maximum",
      features: "Chaque ligne doit faire 200 caractères au maximum",
      materials: "20 lignes au maximum",
    });
    expect(prepareProject({ ...valid, title: long(PROJECT_LIMITS.title) }).ok).toBe(true);
  });

  it("requires the alt text of every photo, under that photo", () => {
    const result = prepareProject({ ...valid, gallery: [photo(1), { ...photo(2), alt: "   " }] });
    expect(!result.ok && result.fieldErrors).toEqual({ "gallery.1": PROJECT_MESSAGES.altRequired });
  });

  it("refuses a photo reference that is not one of ours", () => {
    for (const image of ['{"media":"javascript:alert(1)","width":1,"height":1}', '{"illustration":"nope"}', "not json"]) {
      const result = prepareProject({ ...valid, gallery: [{ image, alt: "x" }] });
      expect(!result.ok && result.fieldErrors).toEqual({ "gallery.0": PROJECT_MESSAGES.imageInvalid });
    }
  });

  it("takes a before/after pair whole or not at all", () => {
    const pair = prepareProject({ ...valid, before: photo(3), after: photo(4) });
    expect(pair.ok && pair.value.beforeAfter).toEqual({
      before: { media: "/media/2026/11/p3.jpg", alt: "Photo 3", width: 1200, height: 800 },
      after: { media: "/media/2026/11/p4.jpg", alt: "Photo 4", width: 1200, height: 800 },
    });
    const half = prepareProject({ ...valid, before: photo(3) });
    expect(!half.ok && half.fieldErrors).toEqual({ beforeAfter: PROJECT_MESSAGES.beforeAfterIncomplete });
  });

  it("allows at most the gallery's number of photos", () => {
    const result = prepareProject({
      ...valid,
      gallery: Array.from({ length: PROJECT_LIMITS.galleryImages + 1 }, (_, i) => photo(i)),
    });
    expect(!result.ok && result.fieldErrors).toEqual({ gallery: "12 photos au maximum" });
  });

  it("reads months and shows them in French", () => {
    expect(isProjectMonth("2024-03")).toBe(true);
    for (const bad of ["2024-3", "2024-00", "0224-03", "2024-03-01", ""]) expect(isProjectMonth(bad)).toBe(false);
    expect(projectMonthLabel("2024-03")).toBe("Mars 2024");
    expect(projectMonthLabel("2023-12")).toBe("Décembre 2023");
  });

  it("reads list fields one item per line", () => {
    expect(listLines(" a \r\n\n b  c \n")).toEqual(["a", "b c"]);
  });
});

describe("réalisation form data", () => {
  it("reads a posted form, photos paired with their alt text, boxes as booleans", () => {
    const form = new FormData();
    form.set("title", "T");
    form.append("gallery_image", photo(1).image);
    form.append("gallery_alt", "Un");
    form.append("gallery_image", photo(2).image);
    form.append("gallery_alt", "Deux");
    form.set("before_image", photo(3).image);
    form.set("before_alt", "Avant");
    form.set("featured", "on");
    const values = projectFormValues(form);
    expect(values).toMatchObject({ title: "T", slug: "", featured: true, published: false, after: null });
    expect(values.gallery).toEqual([
      { ...photo(1), alt: "Un" },
      { ...photo(2), alt: "Deux" },
    ]);
    expect(values.before).toEqual({ ...photo(3), alt: "Avant" });
  });

  it("moves, removes photos and ignores moves out of range", () => {
    const values = { ...valid, gallery: [photo(1), photo(2), photo(3)], before: photo(4) };
    const images = (v: ProjectFormValues) => v.gallery.map((g) => g.alt);
    expect(images(applyGalleryMove(values, { kind: "up", index: 2 }))).toEqual(["Photo 1", "Photo 3", "Photo 2"]);
    expect(images(applyGalleryMove(values, { kind: "down", index: 0 }))).toEqual(["Photo 2", "Photo 1", "Photo 3"]);
    expect(images(applyGalleryMove(values, { kind: "remove", index: 1 }))).toEqual(["Photo 1", "Photo 3"]);
    expect(applyGalleryMove(values, { kind: "up", index: 0 })).toBe(values);
    expect(applyGalleryMove(values, { kind: "down", index: 2 })).toBe(values);
    expect(applyGalleryMove(values, { kind: "remove", index: 9 })).toBe(values);
    expect(applyGalleryMove(values, { kind: "remove-before" }).before).toBeNull();
  });

  it("posts each move as an intent the server reads back", () => {
    for (const move of [{ kind: "up", index: 2 }, { kind: "remove", index: 0 }, { kind: "remove-after" }] as const) {
      expect(parseGalleryMove(galleryMoveIntent(move))).toEqual(move);
    }
    expect(parseGalleryMove("save")).toBeNull();
    expect(parseGalleryMove("gallery-up:x")).toBeNull();
  });
});
