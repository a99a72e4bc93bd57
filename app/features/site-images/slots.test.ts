import { describe, expect, it } from "vitest";
import { IMAGE_KEYS, isImageKey } from "~/content/image-keys";
import { siteImageSlot, SITE_IMAGE_SLOTS } from "./slots";

describe("site image slots", () => {
  it("are illustration keys, each once, with a label and at least one page", () => {
    const keys = SITE_IMAGE_SLOTS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const slot of SITE_IMAGE_SLOTS) {
      expect(isImageKey(slot.key)).toBe(true);
      expect(slot.label.trim()).not.toBe("");
      expect(slot.pages.length).toBeGreaterThan(0);
      for (const page of slot.pages) expect(page.path.startsWith("/")).toBe(true);
    }
  });

  it("cover the home hero, the five services, behind the scenes, team, workshop, emergency, the réalisations' hero and the five landings", () => {
    expect(SITE_IMAGE_SLOTS.map((s) => s.key)).toEqual([
      "hero",
      "service-zinguerie",
      "service-etancheite",
      "service-maintenance",
      "service-faconnage",
      "service-conseil-expertise",
      "behind-scenes-1",
      "behind-scenes-2",
      "team",
      "workshop",
      "emergency",
      "projects-hero",
      "landing-zinguerie",
      "landing-etancheite",
      "landing-maintenance",
      "landing-faconnage",
      "landing-conseil",
    ]);
    expect(siteImageSlot("hero")?.label).toBe("Accueil : grande image");
    expect(siteImageSlot("service-zinguerie")?.label).toBe("Service Zinguerie");
  });

  it("leave out the réalisations' gallery images and anything unknown", () => {
    expect(siteImageSlot("cheneaux-zinc-lyon-1")).toBeNull();
    expect(siteImageSlot("construction-neuve-meyzieu-3")).toBeNull();
    expect(siteImageSlot("nope")).toBeNull();
    expect(siteImageSlot("")).toBeNull();
    expect(siteImageSlot(null)).toBeNull();
    expect(siteImageSlot("__proto__")).toBeNull();
  });

  it("leave no illustration of a public page out: every other key is a réalisation's photo", () => {
    const galleryPhoto = /^[a-z-]+-\d$/;
    const orphans = IMAGE_KEYS.filter((key) => !siteImageSlot(key) && !galleryPhoto.test(key));
    expect(orphans).toEqual([]);
  });
});
