import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from "~/config/constants";
import {
  ALLOWED_MEDIA,
  IMAGE_VARIANT_WIDTHS,
  MEDIA_MESSAGES,
  allowedMediaFor,
  contentTypeForName,
  extensionFromName,
  formatFileSize,
  hasVariants,
  isSafeMediaName,
  isVariantName,
  isVideoName,
  maxBytesFor,
  randomNameToken,
  storedMediaName,
  tooBigMessageFor,
  validateClientFile,
  variantName,
  variantSrcSet,
  variantPlanFor,
  variantWidthsFor,
} from "./rules";

const NOW = 1_700_000_000_000;
const fixedRandom = () => "abc123def4";

describe("validateClientFile", () => {
  it("accepts images and videos within their limits", () => {
    expect(validateClientFile({ type: "image/jpeg", size: 1000 })).toBeNull();
    expect(validateClientFile({ type: "image/png", size: IMAGE_MAX_BYTES })).toBeNull();
    expect(validateClientFile({ type: "video/mp4", size: VIDEO_MAX_BYTES })).toBeNull();
  });

  it.each(["application/pdf", "text/html", "", "audio/mpeg", "imagex/png", "image/svg+xml"])(
    "refuses the type %j with the documented message",
    (type) => {
      expect(validateClientFile({ type, size: 10 })).toBe("Veuillez sélectionner un fichier image ou vidéo");
    },
  );

  it("refuses an image over 5MB and a video over 50MB", () => {
    expect(validateClientFile({ type: "image/jpeg", size: 5 * 1024 * 1024 + 1 })).toBe("Le fichier doit faire moins de 5MB");
    expect(validateClientFile({ type: "video/mp4", size: 50 * 1024 * 1024 + 1 })).toBe("Le fichier doit faire moins de 50MB");
    // A video may be bigger than an image.
    expect(validateClientFile({ type: "video/webm", size: 6 * 1024 * 1024 })).toBeNull();
  });

  it("names the limits", () => {
    expect(maxBytesFor("image")).toBe(IMAGE_MAX_BYTES);
    expect(maxBytesFor("video")).toBe(VIDEO_MAX_BYTES);
    expect(tooBigMessageFor("image")).toBe("Le fichier doit faire moins de 5MB");
    expect(tooBigMessageFor("video")).toBe("Le fichier doit faire moins de 50MB");
  });
});

describe("ALLOWED_MEDIA / allowedMediaFor", () => {
  it("maps sniffed types to kind and extension", () => {
    expect(allowedMediaFor("image/jpeg")).toEqual({ kind: "image", ext: "jpg" });
    expect(allowedMediaFor("video/quicktime")).toEqual({ kind: "video", ext: "mov" });
    expect(allowedMediaFor("video/vnd.avi")).toEqual({ kind: "video", ext: "avi" });
    expect(allowedMediaFor("video/x-msvideo")).toEqual({ kind: "video", ext: "avi" });
    expect(allowedMediaFor("IMAGE/PNG; charset=binary")).toEqual({ kind: "image", ext: "png" });
    expect(Object.keys(ALLOWED_MEDIA)).toHaveLength(10);
  });

  it.each(["image/svg+xml", "text/html", "application/x-msdownload", "image/heic", "", null, undefined])("refuses %j", (mime) => {
    expect(allowedMediaFor(mime)).toBeNull();
  });
});

describe("extensionFromName", () => {
  it.each([
    ["photo.JPG", "jpg"],
    ["photo.jpeg", "jpg"],
    ["a.b.PNG", "png"],
    ["clip.MOV", "mov"],
    ["x.webm", "webm"],
    ["x.avif", "avif"],
  ])("%s → %s", (name, ext) => {
    expect(extensionFromName(name)).toBe(ext);
  });

  it.each(["photo", "photo.", "photo.svg", "photo.jpg.exe", "archive.tar.gz", "x.php", "x.html"])("%s → null", (name) => {
    expect(extensionFromName(name)).toBeNull();
  });
});

describe("storedMediaName", () => {
  it("is timestamp-random.ext with the original extension normalised", () => {
    expect(storedMediaName("Photo Toiture.JPEG", "jpg", NOW, fixedRandom)).toBe("1700000000000-abc123def4.jpg");
    expect(storedMediaName("clip.MOV", "mov", NOW, fixedRandom)).toBe("1700000000000-abc123def4.mov");
  });

  it("uses the sniffed extension when the name has none or a wrong one", () => {
    expect(storedMediaName("photo", "png", NOW, fixedRandom)).toBe("1700000000000-abc123def4.png");
    expect(storedMediaName("malware.exe", "jpg", NOW, fixedRandom)).toBe("1700000000000-abc123def4.jpg");
    expect(storedMediaName("fake.png", "jpg", NOW, fixedRandom)).toBe("1700000000000-abc123def4.jpg");
    expect(storedMediaName("video.jpg", "mp4", NOW, fixedRandom)).toBe("1700000000000-abc123def4.mp4");
    expect(storedMediaName("../../etc/passwd.jpg", "png", NOW, fixedRandom)).toBe("1700000000000-abc123def4.png");
  });

  it("keeps .mov for QuickTime-compatible MP4 bytes and vice versa", () => {
    expect(storedMediaName("clip.mov", "mp4", NOW, fixedRandom)).toBe("1700000000000-abc123def4.mov");
    expect(storedMediaName("clip.mp4", "mov", NOW, fixedRandom)).toBe("1700000000000-abc123def4.mp4");
  });

  it("cleans the random part and refuses a too short one", () => {
    expect(storedMediaName("a.jpg", "jpg", NOW, () => "AB-CD_EF/12")).toBe("1700000000000-abcdef12.jpg");
    expect(() => storedMediaName("a.jpg", "jpg", NOW, () => "ab")).toThrow();
  });

  it("property: with the default random, always a safe name", () => {
    const exts = Object.values(ALLOWED_MEDIA).map((m) => m.ext);
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 80 }), fc.constantFrom(...exts), (original, sniffed) => {
        const name = storedMediaName(original, sniffed);
        expect(isSafeMediaName(name)).toBe(true);
        expect(extensionFromName(name)).not.toBeNull();
      }),
    );
  });

  it("randomNameToken gives distinct [a-z0-9]{10} tokens", () => {
    const tokens = new Set(Array.from({ length: 200 }, () => randomNameToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[a-z0-9]{10}$/);
  });
});

describe("isSafeMediaName", () => {
  it.each([
    "1700000000000-abc123def4.jpg",
    "1700000000000-abc123def4.webm",
    "1700000000000-abc123def4-480w.webp",
    "1700000000000-abc123def4-1600w.avif",
    "1700000000000-abc123def4-32w.webp",
  ])("accepts %s", (name) => {
    expect(isSafeMediaName(name)).toBe(true);
  });

  it.each([
    "../1700000000000-abc123def4.jpg",
    "..%2f1700000000000-abc123def4.jpg",
    "%2e%2e/1700000000000-abc123def4.jpg",
    "%2e%2e%2f",
    "1700000000000-abc123def4.jpg\u0000.png",
    "1700000000000-abc123def4.jpg/",
    "sub/1700000000000-abc123def4.jpg",
    "sub\\1700000000000-abc123def4.jpg",
    ".htaccess",
    ".1700000000000-abc123def4.jpg",
    "1700000000000-abc123def4.JPG",
    "1700000000000-abc123def4.jpeg",
    "1700000000000-abc123def4.svg",
    "1700000000000-abc123def4.html",
    "1700000000000-abc123def4-480w.jpg",
    "1700000000000-abc123def4-0480w.webp",
    "1700000000000-abc123def4-12345w.webp",
    `1700000000000-${"a".repeat(200)}.jpg`,
    "1700000000000-abc.jpg",
    "abc-abc123def4.jpg",
    "",
  ])("refuses %j", (name) => {
    expect(isSafeMediaName(name)).toBe(false);
  });

  it("property: a safe name contains only [a-z0-9.-], one dot, no '..', at most 64 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (name) => {
        if (!isSafeMediaName(name)) return;
        expect(name).toMatch(/^[a-z0-9-]+\.[a-z0-9]+$/);
        expect(name.length).toBeLessThanOrEqual(64);
      }),
    );
  });
});

describe("isVideoName / contentTypeForName", () => {
  it("recognises video names as the manager lists them", () => {
    for (const name of ["a.mp4", "a.MOV", "a.avi", "a.webm"]) expect(isVideoName(name)).toBe(true);
    for (const name of ["a.jpg", "a.webp", "mp4", "a.mp4.jpg"]) expect(isVideoName(name)).toBe(false);
  });

  it("gives the Content-Type of a stored name", () => {
    expect(contentTypeForName("1700000000000-abc123def4.jpg")).toBe("image/jpeg");
    expect(contentTypeForName("1700000000000-abc123def4-480w.avif")).toBe("image/avif");
    expect(contentTypeForName("1700000000000-abc123def4.mov")).toBe("video/quicktime");
    expect(contentTypeForName("x.svg")).toBeNull();
  });
});

describe("variants", () => {
  it("has the three standard widths", () => {
    expect([...IMAGE_VARIANT_WIDTHS]).toEqual([480, 960, 1600]);
  });

  it("names a variant after its original", () => {
    const name = variantName("1700000000000-abc123def4.jpg", 480, "webp");
    expect(name).toBe("1700000000000-abc123def4-480w.webp");
    expect(isSafeMediaName(name)).toBe(true);
    expect(isVariantName(name)).toBe(true);
    expect(isVariantName("1700000000000-abc123def4.jpg")).toBe(false);
  });

  it.each([
    [4000, [480, 960, 1600]],
    [1600, [480, 960, 1600]],
    [1599, [480, 960]],
    [960, [480, 960]],
    [480, [480]],
    [479.6, [479]],
    [200, [200]],
    [1, [1]],
    [0, []],
    [Number.NaN, []],
  ])("never upscales: %d px → %j", (width, widths) => {
    expect(variantWidthsFor(width)).toEqual(widths);
  });

  it("property: every variant width is at most the original width", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (width) => {
        const widths = variantWidthsFor(width);
        expect(widths.length).toBeGreaterThan(0);
        for (const w of widths) expect(w).toBeLessThanOrEqual(width);
      }),
    );
  });

  it("builds a srcset", () => {
    expect(variantSrcSet("1700000000000-abc123def4.jpg", [480, 960], "avif")).toBe(
      "/media/1700000000000-abc123def4-480w.avif 480w, /media/1700000000000-abc123def4-960w.avif 960w",
    );
    expect(variantSrcSet("1700000000000-abc123def4.png", [480], "webp", (n) => `https://cdn.example/${n}`)).toBe(
      "https://cdn.example/1700000000000-abc123def4-480w.webp 480w",
    );
  });
});

describe("MEDIA_MESSAGES", () => {
  it("uses the documented wording", () => {
    expect(MEDIA_MESSAGES).toMatchObject({
      uploading: "Upload en cours...",
      uploaded: "Fichier uploadé avec succès !",
      uploadError: "Erreur lors de l'upload du fichier",
      deleted: "Fichier supprimé avec succès",
      confirmDelete: "Êtes-vous sûr de vouloir supprimer ce fichier ?",
      copied: "URL copiée dans le presse-papiers",
      listError: "Erreur lors du chargement des images",
      empty: "Aucun média uploadé",
      badType: "Veuillez sélectionner un fichier image ou vidéo",
    });
  });
});

describe("variantPlanFor", () => {
  it("names one variant per standard width and renders each at most at the original width", () => {
    expect(variantPlanFor(4000)).toEqual([
      { label: 480, width: 480 },
      { label: 960, width: 960 },
      { label: 1600, width: 1600 },
    ]);
    expect(variantPlanFor(1200)).toEqual([
      { label: 480, width: 480 },
      { label: 960, width: 960 },
      { label: 1600, width: 1200 },
    ]);
    expect(variantPlanFor(300.7)).toEqual([
      { label: 480, width: 300 },
      { label: 960, width: 300 },
      { label: 1600, width: 300 },
    ]);
    expect(variantPlanFor(0)).toEqual([]);
    expect(variantPlanFor(Number.NaN)).toEqual([]);
  });
  it("never upscales, whatever the width", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), (w) => {
        const plan = variantPlanFor(w);
        expect(plan.map((p) => p.label)).toEqual([...IMAGE_VARIANT_WIDTHS]);
        for (const p of plan) expect(p.width).toBeLessThanOrEqual(Math.min(w, p.label));
      }),
    );
  });
});

describe("hasVariants / formatFileSize", () => {
  it("gives variants to still-image formats only", () => {
    expect(["jpg", "png", "webp", "avif"].every((e) => hasVariants(e as never))).toBe(true);
    expect(hasVariants("gif")).toBe(false);
    expect(hasVariants("mp4")).toBe(false);
    expect(hasVariants(null)).toBe(false);
  });
  it("writes sizes with French units and decimals", () => {
    expect(formatFileSize(0)).toBe("0 o");
    expect(formatFileSize(850)).toBe("850 o");
    expect(formatFileSize(12 * 1024)).toBe("12 Ko");
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe("1,3 Mo");
    expect(formatFileSize(-1)).toBe("");
  });
});
