#!/usr/bin/env node
// Generates the site's illustrations, brand marks and the behind-the-scenes clip.
//
//   node scripts/imagery/generate.mjs                 # everything
//   node scripts/imagery/generate.mjs --only hero,team # a subset of image keys
//   node scripts/imagery/generate.mjs --no-video       # skip the ffmpeg clip
//   node scripts/imagery/generate.mjs --video-only     # only the clip (+ its poster)
//   node scripts/imagery/generate.mjs --preview /tmp/p # also write full-size PNGs there
//
// Every scene is an SVG string built procedurally (see lib/), rendered with
// sharp at 1600 px wide and encoded to AVIF + WebP at 480/960/1600 px. Output is
// deterministic (seeded by the image key). CI never runs this: the outputs are
// committed. ffmpeg is only needed for the video and is skipped when missing.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import * as S from "./lib/scenes.mjs";
import { logoSvg, faviconSvg, ogOverlaySvg } from "./lib/brand.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUT = path.join(ROOT, "public/images/generated");
const PUBLIC = path.join(ROOT, "public");
const VIDEO_DIR = path.join(ROOT, "public/video");

export const WIDTHS = [480, 960, 1600];
export const SOURCE_WIDTH = 1600;
/** 3:2 everywhere except the hero, which is 16:9. */
export const HEIGHT_3_2 = 1067;
export const HEIGHT_HERO = 900;
const BUDGET = { webp960: 60 * 1024, avifHero1600: 120 * 1024 };

const P = "systeme-gouttieres-villeurbanne";
const C = "cheneaux-zinc-lyon";
const E = "etancheite-terrasse-caluire";
const B = "bavettes-solins-tassin";
const M = "construction-neuve-meyzieu";

/** key → [scene function, options]. Order matches app/content/image-keys.ts. */
export const SCENES = {
  hero: [S.heroScene, { H: HEIGHT_HERO }],
  "service-zinguerie": [S.zincWorksScene, {}],
  "service-etancheite": [S.flatRoofScene, { stage: "progress" }],
  "service-maintenance": [S.maintenanceScene, {}],
  "service-faconnage": [S.workshopScene, {}],
  "service-conseil-expertise": [S.plansScene, { variant: 1 }],
  [`${P}-1`]: [S.rowHousesScene, {}],
  [`${P}-2`]: [S.gutterDetailScene, {}],
  [`${P}-3`]: [S.rowHousesScene, { pal: "golden", worker: false, camPos: [34, 2.2, -15], camTarget: [15, 5.0, 2] }],
  [`${C}-1`]: [S.cityRoofsScene, {}],
  [`${C}-2`]: [S.chenDetailScene, {}],
  [`${C}-3`]: [S.cityRoofsScene, { pal: "golden", camPos: [-4, 19.5, -14], camTarget: [8, 17, 4], fov: 44, figures: false }],
  [`${E}-1`]: [S.flatRoofScene, { stage: "progress", camPos: [20, 13, -10], camTarget: [6, 7.5, 5] }],
  [`${E}-2`]: [S.drainDetailScene, {}],
  [`${E}-3`]: [S.flatRoofScene, { stage: "finished", pal: "golden" }],
  [`${B}-1`]: [S.contemporaryScene, {}],
  [`${B}-2`]: [S.sillDetailScene, {}],
  [`${B}-3`]: [S.contemporaryScene, { pal: "golden", camPos: [22, 2.2, -12], camTarget: [8, 4.2, 3] }],
  [`${M}-1`]: [S.newBuildScene, { stage: "progress" }],
  [`${M}-2`]: [S.newBuildScene, { stage: "finished", camPos: [19.5, 1.7, -3.5], camTarget: [14, 3.4, 2], fov: 48 }],
  [`${M}-3`]: [S.newBuildScene, { stage: "finished", pal: "dusk", camPos: [-8, 3.2, -17], camTarget: [8, 3.6, 3] }],
  "behind-scenes-1": [
    S.workshopScene,
    { camPos: [-5.2, 1.9, -1.6], camTarget: [0.2, 1.0, 5.2], fov: 46, warm: 0.1, shafts: 0.16 },
  ],
  "behind-scenes-2": [
    S.zincWorksScene,
    { pal: "golden", roof: "zincAnthra", figures: "install", camPos: [-7, 4.6, -10], camTarget: [4, 5.0, 0], sunX: 0.15 },
  ],
  workshop: [S.workshopScene, { camPos: [6, 2.6, -3.6], camTarget: [-2, 1.4, 8], fov: 56, pose: "stand" }],
  team: [S.teamScene, {}],
  emergency: [S.emergencyScene, {}],
  "landing-zinguerie": [S.seamCloseupScene, {}],
  "landing-etancheite": [S.flatRoofScene, { stage: "finished", pal: "day", camPos: [22, 12, -9], camTarget: [6, 8, 5] }],
  "landing-maintenance": [S.maintenanceScene, { pal: "golden", roof: "slate", camPos: [-7, 3.0, -12], camTarget: [5, 4.5, 2] }],
  "landing-faconnage": [S.benchScene, {}],
  "landing-conseil": [S.inspectionScene, {}],
};

export function sceneSize(key) {
  return { width: SOURCE_WIDTH, height: key === "hero" ? HEIGHT_HERO : HEIGHT_3_2 };
}

export function renderSvg(key) {
  const [fn, opts] = SCENES[key];
  const { width, height } = sceneSize(key);
  return fn(key, { W: width, H: height, ...opts });
}

async function encode(pipeline, format, quality) {
  if (format === "avif") return pipeline.clone().avif({ quality, effort: 4, chromaSubsampling: "4:2:0" }).toBuffer();
  return pipeline.clone().webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
}

async function writeImage(key, png) {
  const results = [];
  for (const width of WIDTHS) {
    const base = sharp(png).resize({ width, withoutEnlargement: true, kernel: "lanczos3" });
    // WebP: quality stepped down until the 960 px file fits the budget.
    let q = 78;
    let webp = await encode(base, "webp", q);
    while (width === 960 && webp.length > BUDGET.webp960 && q > 40) {
      q -= 6;
      webp = await encode(base, "webp", q);
    }
    let qa = width >= 1600 ? 52 : 56;
    let avif = await encode(base, "avif", qa);
    while (key === "hero" && width === 1600 && avif.length > BUDGET.avifHero1600 && qa > 30) {
      qa -= 5;
      avif = await encode(base, "avif", qa);
    }
    fs.writeFileSync(path.join(OUT, `${key}-${width}.webp`), webp);
    fs.writeFileSync(path.join(OUT, `${key}-${width}.avif`), avif);
    results.push({ width, webp: webp.length, avif: avif.length });
  }
  return results;
}

async function brand(heroPng) {
  fs.writeFileSync(path.join(PUBLIC, "images/logo.svg"), logoSvg());
  const fav = faviconSvg();
  fs.writeFileSync(path.join(PUBLIC, "favicon.svg"), fav);
  const png32 = await sharp(Buffer.from(fav), { density: 300 }).resize(32, 32).png({ compressionLevel: 9 }).toBuffer();
  fs.writeFileSync(path.join(PUBLIC, "favicon.ico"), pngToIco(png32, 32));
  const touch = await sharp(Buffer.from(faviconSvg({ rounded: false })), { density: 600 })
    .resize(180, 180)
    .png({ compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync(path.join(PUBLIC, "apple-touch-icon.png"), touch);
  if (heroPng) {
    const og = await sharp(heroPng)
      .resize(1200, 630, { fit: "cover", position: "right" })
      .composite([{ input: Buffer.from(ogOverlaySvg(1200, 630)) }])
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer();
    fs.writeFileSync(path.join(PUBLIC, "og-default.jpg"), og);
  }
}

/** An .ico holding one PNG image (valid since Windows Vista; all browsers accept it). */
export function pngToIco(png, size) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0);
  entry.writeUInt8(size >= 256 ? 0 : size, 1);
  entry.writeUInt8(0, 2);
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(6 + 16, 12);
  return Buffer.concat([header, entry, png]);
}

function hasFfmpeg() {
  const r = spawnSync("ffmpeg", ["-version"], { stdio: "ignore" });
  return r.status === 0;
}

// Slow Ken Burns pan/zoom on a few stills, cross-faded; 960 px wide, no audio.
export const VIDEO = {
  width: 960,
  height: 640,
  fps: 25,
  stills: ["behind-scenes-1", "workshop", "behind-scenes-2", "team"],
  segment: 2.6,
  fade: 0.7,
};

function makeVideo(pngs) {
  if (!hasFfmpeg()) {
    console.warn("[imagery] ffmpeg not found: skipping public/video/behind-scenes.* (install ffmpeg and re-run to regenerate).");
    return false;
  }
  fs.mkdirSync(VIDEO_DIR, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "az-video-"));
  const { width, height, fps, stills, segment, fade } = VIDEO;
  const frames = Math.round(segment * fps);
  const inputs = [];
  const chains = [];
  stills.forEach((key, i) => {
    const file = path.join(tmp, `${i}.png`);
    fs.writeFileSync(file, pngs[key]);
    inputs.push("-i", file); // one frame: zoompan emits d frames per input frame
    // zoom in or out alternately, drifting horizontally; upscale first to avoid zoompan jitter
    const zoomIn = i % 2 === 0;
    const z = zoomIn ? `1+0.10*on/${frames}` : `1.10-0.10*on/${frames}`;
    const x = i % 2 === 0 ? `(iw-iw/zoom)*(0.3+0.4*on/${frames})` : `(iw-iw/zoom)*(0.7-0.4*on/${frames})`;
    chains.push(
      `[${i}:v]scale=3200:-1,zoompan=z='${z}':x='${x}':y='(ih-ih/zoom)/2':d=${frames}:s=${width}x${height}:fps=${fps},setsar=1,format=yuv420p[v${i}]`,
    );
  });
  let last = "v0";
  for (let i = 1; i < stills.length; i++) {
    const offset = (segment - fade) * i;
    const out = i === stills.length - 1 ? "vout" : `x${i}`;
    chains.push(`[${last}][v${i}]xfade=transition=fade:duration=${fade}:offset=${offset.toFixed(2)}[${out}]`);
    last = out;
  }
  const filter = chains.join(";");
  const ffmpeg = (args) => {
    const r = spawnSync("ffmpeg", ["-y", "-hide_banner", "-loglevel", "error", ...args], { stdio: "inherit" });
    if (r.status !== 0) throw new Error(`ffmpeg failed: ${args.at(-1)}`);
  };
  // 1. the (expensive) pan/zoom + crossfade graph once, to a near-lossless intermediate
  const master = path.join(tmp, "master.mkv");
  ffmpeg([
    ...inputs,
    "-filter_complex",
    filter,
    "-map",
    "[vout]",
    "-an",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-crf",
    "8",
    "-pix_fmt",
    "yuv420p",
    master,
  ]);
  // 2. the two delivery encodes (no audio track)
  ffmpeg([
    "-i",
    master,
    "-an",
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "27",
    "-pix_fmt",
    "yuv420p",
    "-profile:v",
    "high",
    "-movflags",
    "+faststart",
    path.join(VIDEO_DIR, "behind-scenes.mp4"),
  ]);
  ffmpeg([
    "-i",
    master,
    "-an",
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "40",
    "-row-mt",
    "1",
    "-deadline",
    "good",
    "-cpu-used",
    "4",
    "-pix_fmt",
    "yuv420p",
    path.join(VIDEO_DIR, "behind-scenes.webm"),
  ]);
  fs.rmSync(tmp, { recursive: true, force: true });
  return true;
}

async function main() {
  const args = process.argv.slice(2);
  const onlyArg = args.find((a) => a.startsWith("--only"));
  const only = onlyArg ? (onlyArg.includes("=") ? onlyArg.split("=")[1] : args[args.indexOf(onlyArg) + 1]).split(",") : null;
  const previewIdx = args.indexOf("--preview");
  const preview = previewIdx >= 0 ? args[previewIdx + 1] : null;
  const noVideo = args.includes("--no-video");
  const videoOnly = args.includes("--video-only");
  fs.mkdirSync(OUT, { recursive: true });
  if (preview) fs.mkdirSync(preview, { recursive: true });
  const keys = videoOnly ? [] : Object.keys(SCENES).filter((k) => !only || only.includes(k));
  const pngs = {};
  let total = 0;
  for (const key of keys) {
    const t0 = Date.now();
    const svg = renderSvg(key);
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    pngs[key] = png;
    if (preview) fs.writeFileSync(path.join(preview, `${key}.png`), png);
    const res = await writeImage(key, png);
    const sum = res.reduce((a, r) => a + r.webp + r.avif, 0);
    total += sum;
    const r960 = res.find((r) => r.width === 960);
    console.log(
      `${key.padEnd(36)} webp960 ${(r960.webp / 1024).toFixed(1).padStart(5)} KB  avif1600 ${(res[2].avif / 1024).toFixed(1).padStart(5)} KB  all ${(sum / 1024).toFixed(0).padStart(4)} KB  ${Date.now() - t0} ms`,
    );
  }
  if (keys.length) console.log(`total ${(total / 1024 / 1024).toFixed(2)} MB for ${keys.length} images`);
  if (!videoOnly && (!only || only.includes("hero"))) await brand(pngs.hero);
  if (videoOnly || (!noVideo && (!only || VIDEO.stills.every((k) => pngs[k])))) {
    for (const k of VIDEO.stills)
      if (!pngs[k])
        pngs[k] = await sharp(Buffer.from(renderSvg(k)))
          .png()
          .toBuffer();
    if (makeVideo(pngs)) {
      await sharp(pngs[VIDEO.stills[0]])
        .resize(VIDEO.width, VIDEO.height, { fit: "cover" })
        .webp({ quality: 72 })
        .toFile(path.join(VIDEO_DIR, "behind-scenes-poster.webp"));
      for (const f of ["behind-scenes.mp4", "behind-scenes.webm", "behind-scenes-poster.webp"])
        console.log(`${f.padEnd(28)} ${(fs.statSync(path.join(VIDEO_DIR, f)).size / 1024).toFixed(0)} KB`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
