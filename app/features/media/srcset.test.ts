import { describe, expect, it } from "vitest";
import { DEFAULT_MEDIA_SIZES, mediaSrcSet, parseMediaImageUrl } from "./srcset";

const NAME = "1700000000000-abc123def4.jpg";

describe("mediaSrcSet", () => {
  it("builds AVIF and WebP sets at the standard widths for one of our images", () => {
    const sources = mediaSrcSet(`/media/${NAME}`);
    expect(sources).toEqual({
      src: `/media/${NAME}`,
      srcSet:
        "/media/1700000000000-abc123def4-480w.webp 480w, /media/1700000000000-abc123def4-960w.webp 960w, /media/1700000000000-abc123def4-1600w.webp 1600w",
      webpSrcSet:
        "/media/1700000000000-abc123def4-480w.webp 480w, /media/1700000000000-abc123def4-960w.webp 960w, /media/1700000000000-abc123def4-1600w.webp 1600w",
      avifSrcSet:
        "/media/1700000000000-abc123def4-480w.avif 480w, /media/1700000000000-abc123def4-960w.avif 960w, /media/1700000000000-abc123def4-1600w.avif 1600w",
      sizes: DEFAULT_MEDIA_SIZES,
    });
    expect(mediaSrcSet(`/media/${NAME}`, { sizes: "(min-width: 640px) 50vw, 100vw" })?.sizes).toBe(
      "(min-width: 640px) 50vw, 100vw",
    );
  });

  it("keeps the prefix of a configured base (site URL, S3 public URL)", () => {
    const bases = ["https://www.example.fr/media/", "https://cdn.example.net/bucket"];
    expect(mediaSrcSet(`https://www.example.fr/media/${NAME}`, { bases })?.srcSet).toContain(
      "https://www.example.fr/media/1700000000000-abc123def4-480w.webp 480w",
    );
    expect(mediaSrcSet(`https://cdn.example.net/bucket/${NAME}`, { bases })?.avifSrcSet).toContain(
      "https://cdn.example.net/bucket/1700000000000-abc123def4-1600w.avif 1600w",
    );
  });

  it("returns null for anything that is not an image of ours with variants", () => {
    for (const url of [
      null,
      undefined,
      "",
      `https://elsewhere.example/media/${NAME}`, // same name shape on another host (old Supabase URLs too)
      `https://xyz.supabase.co/storage/v1/object/public/article-images/${NAME}`,
      "/media/1700000000000-abc123def4.gif", // may be animated: shown as uploaded
      "/media/1700000000000-abc123def4.mp4",
      "/media/1700000000000-abc123def4-480w.webp", // already a variant
      `/media/${NAME}?v=2`,
      `/media/${NAME}#x`,
      "/media/../1700000000000-abc123def4.jpg",
      "/images/projects/gouttieres.jpg",
    ]) {
      expect(mediaSrcSet(url)).toBeNull();
    }
  });

  it("parses the base and the name", () => {
    expect(parseMediaImageUrl(`/media/${NAME}`)).toEqual({ base: "/media/", name: NAME });
  });
});
