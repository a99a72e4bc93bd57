import { describe, expect, it } from "vitest";
import {
  LEAD_PHOTO_MAX_BYTES,
  LEAD_PHOTO_MESSAGES,
  maxPhotosFor,
  photoRefusal,
  photoSelectionRefusal,
  shownPhotoName,
  sniffPhotoType,
  withChooseAgain,
} from "./rules";

const MB = 1024 * 1024;
const jpeg = (name: string, size = 2 * MB) => ({ name, size, type: "image/jpeg" });

describe("lead photo rules", () => {
  it("accepts up to 6 JPEG, PNG or WebP photos of at most 10 MB each and 30 MB in all", () => {
    expect(photoSelectionRefusal([])).toBeNull();
    expect(
      photoSelectionRefusal([
        jpeg("a.jpg", 5 * MB),
        { name: "b.png", size: 5 * MB, type: "image/png" },
        { name: "c.webp", size: 5 * MB, type: "image/webp" },
        jpeg("d.jpg", 5 * MB),
        jpeg("e.jpg", 5 * MB),
        jpeg("f.jpg", 5 * MB),
      ]),
    ).toBeNull();
    expect(photoRefusal(jpeg("x.jpg", LEAD_PHOTO_MAX_BYTES))).toBeNull();
  });

  it("refuses another type, naming the file, and HEIC with its own message", () => {
    expect(photoRefusal({ name: "devis.pdf", size: 100, type: "application/pdf" })).toBe(
      "Le fichier « devis.pdf » n'est pas une image JPEG, PNG ou WebP.",
    );
    expect(photoRefusal({ name: "page.jpg", size: 100, type: null })).toBe(
      "Le fichier « page.jpg » n'est pas une image JPEG, PNG ou WebP.",
    );
    expect(photoRefusal({ name: "IMG_0001.HEIC", size: 100, type: "image/heic" })).toMatch(
      /^La photo « IMG_0001\.HEIC » est au format HEIC/,
    );
  });

  it("refuses a photo over 10 MB, 7 photos, and 30 MB in all, in that order", () => {
    expect(photoRefusal(jpeg("grand.jpg", LEAD_PHOTO_MAX_BYTES + 1))).toBe("La photo « grand.jpg » dépasse 10 Mo.");
    const seven = Array.from({ length: 7 }, (_, i) => jpeg(`${i}.jpg`, MB));
    expect(photoSelectionRefusal(seven)).toBe("6 photos au maximum.");
    expect(
      photoSelectionRefusal([jpeg("a.jpg", 9 * MB), jpeg("b.jpg", 9 * MB), jpeg("c.jpg", 9 * MB), jpeg("d.jpg", 4 * MB)]),
    ).toBe("Les photos dépassent 30 Mo au total.");
    // a refused file is named before the count
    expect(photoSelectionRefusal([...seven, { name: "x.gif", size: 1, type: "image/gif" }])).toBe(
      LEAD_PHOTO_MESSAGES.notImage("x.gif"),
    );
  });

  it("takes 6 photos with forms A and B, one with the emergency call-back", () => {
    expect([maxPhotosFor("contact"), maxPhotosFor("quote"), maxPhotosFor("callback")]).toEqual([6, 6, 1]);
    expect(photoSelectionRefusal([jpeg("a.jpg")], maxPhotosFor("callback"))).toBeNull();
    expect(photoSelectionRefusal([jpeg("a.jpg"), jpeg("b.jpg")], maxPhotosFor("callback"))).toBe("Une seule photo.");
    expect(photoSelectionRefusal([jpeg("a.jpg"), jpeg("b.jpg")], maxPhotosFor("quote"))).toBeNull();
  });

  it("asks again for the photos when the page comes back without JavaScript", () => {
    expect(withChooseAgain(LEAD_PHOTO_MESSAGES.tooMany)).toBe("6 photos au maximum. Ajoutez à nouveau vos photos.");
  });

  it("shows a clean, short file name", () => {
    expect(shownPhotoName("C:\\Users\\moi\\toit.jpg")).toBe("toit.jpg");
    expect(shownPhotoName("a\u0000b.jpg")).toBe("ab.jpg");
    expect(shownPhotoName(`${"x".repeat(100)}.jpg`)).toHaveLength(60);
    expect(shownPhotoName("")).toBe("sans nom");
  });

  it("tells the formats apart by their first bytes", () => {
    expect(sniffPhotoType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe("image/jpeg");
    expect(sniffPhotoType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBe("image/png");
    expect(sniffPhotoType(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
    expect(sniffPhotoType(new TextEncoder().encode("\u0000\u0000\u0000\u0018ftypheic"))).toBe("image/heic");
    expect(sniffPhotoType(new TextEncoder().encode("<!DOCTYPE html><html>"))).toBeNull();
  });
});
