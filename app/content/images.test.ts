import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, it, expect } from "vitest";
import { IMAGE_KEYS } from "./image-keys";
import { IMAGE_WIDTHS, behindScenesVideo, imageUrl, imageVariants, logoUrl, siteImages } from "./images";

const PUBLIC = fileURLToPath(new URL("../../public", import.meta.url));
const file = (url: string) => path.join(PUBLIC, url);
const KB = 1024;
// Budgets (with a small margin over the targets the generator aims for).
const WEBP_960_MAX = 62 * KB;
const HERO_AVIF_1600_MAX = 122 * KB;
const TOTAL_MAX = 6 * KB * KB;
const VIDEO_MAX = 1.6 * KB * KB;

describe("image manifest", () => {
  it("has one entry per image key, with a French alt text", () => {
    expect(Object.keys(siteImages).sort()).toEqual([...IMAGE_KEYS].sort());
    for (const key of IMAGE_KEYS) {
      expect(siteImages[key].alt.length, key).toBeGreaterThan(15);
      expect(siteImages[key].fallback, key).toMatch(/\.webp$/);
    }
  });

  it("lists every width in both srcsets", () => {
    for (const key of IMAGE_KEYS) {
      for (const w of IMAGE_WIDTHS) {
        expect(siteImages[key].sources.avif).toContain(`${imageUrl(key, w, "avif")} ${w}w`);
        expect(siteImages[key].sources.webp).toContain(`${imageUrl(key, w, "webp")} ${w}w`);
      }
    }
  });

  it("has every file on disk, at the size the manifest states", async () => {
    for (const key of IMAGE_KEYS) {
      const variants = imageVariants(key);
      const largest = variants[variants.length - 1];
      expect(largest.width).toBe(siteImages[key].width);
      expect(largest.height).toBe(siteImages[key].height);
      for (const v of variants) {
        for (const url of [v.avif, v.webp]) {
          expect(fs.existsSync(file(url)), url).toBe(true);
          const meta = await sharp(file(url)).metadata();
          expect([meta.width, meta.height], url).toEqual([v.width, v.height]);
        }
      }
      expect(fs.existsSync(file(siteImages[key].fallback))).toBe(true);
    }
  });

  it("keeps the files within budget", () => {
    let total = 0;
    for (const key of IMAGE_KEYS) {
      for (const v of imageVariants(key)) {
        const webp = fs.statSync(file(v.webp)).size;
        const avif = fs.statSync(file(v.avif)).size;
        total += webp + avif;
        if (v.width === 960) expect(webp, v.webp).toBeLessThan(WEBP_960_MAX);
        if (key === "hero" && v.width === 1600) expect(avif, v.avif).toBeLessThan(HERO_AVIF_1600_MAX);
      }
    }
    expect(total).toBeLessThan(TOTAL_MAX);
  });
});

describe("brand and video assets", () => {
  it("has the logo, icons and social card", async () => {
    const logo = fs.readFileSync(file(logoUrl), "utf8");
    expect(logo).toContain("<svg");
    expect(logo.length).toBeLessThan(3 * KB);
    expect(fs.readFileSync(file("/favicon.svg"), "utf8")).toContain("<svg");
    const ico = fs.readFileSync(file("/favicon.ico"));
    expect(ico.readUInt16LE(2)).toBe(1); // ICO type
    expect(ico.readUInt8(6)).toBe(32); // 32 × 32
    expect(await sharp(file("/apple-touch-icon.png")).metadata()).toMatchObject({ width: 180, height: 180 });
    expect(await sharp(file("/og-default.jpg")).metadata()).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
  });

  it("has the behind-the-scenes video in both formats and its poster", async () => {
    for (const url of [behindScenesVideo.webm, behindScenesVideo.mp4]) {
      expect(fs.existsSync(file(url)), url).toBe(true);
      const size = fs.statSync(file(url)).size;
      expect(size, url).toBeGreaterThan(20 * KB);
      expect(size, url).toBeLessThan(VIDEO_MAX);
    }
    // MP4 with its moov atom first (+faststart), WebM = EBML
    const mp4 = fs.readFileSync(file(behindScenesVideo.mp4));
    expect(mp4.subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(mp4.indexOf("moov")).toBeLessThan(mp4.indexOf("mdat"));
    expect(fs.readFileSync(file(behindScenesVideo.webm)).readUInt32BE(0)).toBe(0x1a45dfa3);
    const poster = await sharp(file(behindScenesVideo.poster)).metadata();
    expect([poster.width, poster.height]).toEqual([behindScenesVideo.width, behindScenesVideo.height]);
  });
});
