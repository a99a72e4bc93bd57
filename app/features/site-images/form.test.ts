import { describe, expect, it } from "vitest";
import { ALT_MAX_LENGTH, parseReplaceForm, SITE_IMAGE_MESSAGES } from "./form";

const PHOTO = "1700000000000-abc123def4.jpg";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the 'Remplacer' form of a site image", () => {
  it("accepts a slot, a library photo and an alt text (spaces collapsed)", () => {
    const parsed = parseReplaceForm(form({ slot: "hero", media: ` ${PHOTO} `, alt: "  Toiture en zinc\n à Lyon " }));
    expect(parsed).toMatchObject({ ok: true, media: PHOTO, alt: "Toiture en zinc à Lyon" });
    expect(parsed.ok && parsed.slot.key).toBe("hero");
  });

  it("requires the alt text, in French, and keeps what was posted", () => {
    const parsed = parseReplaceForm(form({ slot: "hero", media: PHOTO, alt: "   " }));
    expect(parsed).toEqual({
      ok: false,
      slot: expect.objectContaining({ key: "hero" }),
      values: { media: PHOTO, alt: "" },
      errors: { alt: SITE_IMAGE_MESSAGES.altRequired },
    });
    expect(SITE_IMAGE_MESSAGES.altRequired).toBe("Le texte alternatif est obligatoire : décrivez la photo en quelques mots.");
  });

  it("bounds the alt text", () => {
    const ok = parseReplaceForm(form({ slot: "hero", media: PHOTO, alt: "a".repeat(ALT_MAX_LENGTH) }));
    expect(ok.ok).toBe(true);
    const long = parseReplaceForm(form({ slot: "hero", media: PHOTO, alt: "a".repeat(ALT_MAX_LENGTH + 1) }));
    expect(!long.ok && long.errors.alt).toBe(SITE_IMAGE_MESSAGES.altTooLong);
  });

  it("requires a photo with variants of the library (no GIF, no video, no path)", () => {
    const none = parseReplaceForm(form({ slot: "hero", media: "", alt: "Toit" }));
    expect(!none.ok && none.errors.media).toBe(SITE_IMAGE_MESSAGES.mediaRequired);
    for (const media of [
      "1700000000000-abc123def4.gif",
      "1700000000000-abc123def4.mp4",
      "../app.db",
      "https://ailleurs.example/x.jpg",
    ]) {
      const parsed = parseReplaceForm(form({ slot: "hero", media, alt: "Toit" }));
      expect(!parsed.ok && parsed.errors.media, media).toBe(SITE_IMAGE_MESSAGES.mediaNotPhoto);
    }
  });

  it("names no slot for an unknown key or a gallery image", () => {
    for (const slot of ["", "nope", "cheneaux-zinc-lyon-1"]) {
      const parsed = parseReplaceForm(form({ slot, media: PHOTO, alt: "Toit" }));
      expect(parsed.ok).toBe(false);
      expect(parsed.slot).toBeNull();
    }
  });
});
