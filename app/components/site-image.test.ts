import { describe, expect, it } from "vitest";
import { siteImages, type SiteImageOverrides } from "~/content/images";
import { siteImagePreloadMeta, siteImageUrl } from "./site-image";

const PHOTO = {
  src: "/media/1700000000000-abc123def4.jpg",
  alt: "Toiture en zinc",
  width: 2400,
  height: 1600,
  avifSrcSet: "/media/1700000000000-abc123def4-480w.avif 480w",
  webpSrcSet: "/media/1700000000000-abc123def4-480w.webp 480w",
};
const OVERRIDES: SiteImageOverrides = { hero: PHOTO };

describe("a site image replaced by the owner (docs/product.md#site-images)", () => {
  it("is what the preload of a hero points at", () => {
    expect(siteImagePreloadMeta("hero", "100vw", OVERRIDES)).toMatchObject({
      tagName: "link",
      rel: "preload",
      as: "image",
      imageSrcSet: PHOTO.avifSrcSet,
    });
    expect(siteImagePreloadMeta("hero", "100vw")).toMatchObject({
      imageSrcSet: siteImages.hero.sources.avif,
      type: "image/avif",
    });
    expect(siteImagePreloadMeta("team", "100vw", OVERRIDES)).toMatchObject({ imageSrcSet: siteImages.team.sources.avif });
    // a photo without variants is preloaded as it is
    expect(siteImagePreloadMeta("hero", "100vw", { hero: { ...PHOTO, avifSrcSet: null, webpSrcSet: null } })).toMatchObject({
      href: PHOTO.src,
    });
  });

  it("is the social card's and structured data's image, absolute", () => {
    expect(siteImageUrl("https://www.example.fr", "hero", OVERRIDES)).toBe(`https://www.example.fr${PHOTO.src}`);
    expect(siteImageUrl("https://www.example.fr", "hero", { hero: { ...PHOTO, src: "https://cdn.example.net/b/x.jpg" } })).toBe(
      "https://cdn.example.net/b/x.jpg",
    );
    expect(siteImageUrl("https://www.example.fr", "hero")).toBe("https://www.example.fr/images/generated/hero-1600.webp");
  });
});
