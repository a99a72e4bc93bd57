/**
 * Media benchmark: `npx tsx scripts/bench-media.ts`
 * - upload throughput and the server's peak RSS for a 50MB video, on the disk
 *   driver and on the S3 driver (s3rver on loopback); target: RSS rises by
 *   less than 30MB (the server streams, it never holds the file);
 * - bytes saved by the WebP/AVIF variants on photo-like images, and the time
 *   an image upload takes with its variants.
 * Runs the production build (built when stale) with a fresh DATA_DIR.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import sharp from "sharp";
import { VIDEO_MAX_BYTES } from "~/config/constants";
import { MAGIC, postMultipart } from "../tests/helpers/multipart";
import { roofPhoto } from "../tests/helpers/sample-images";
import { startAdminServer, type AdminServer } from "../tests/e2e/helpers/media-admin";

const MiB = 1024 * 1024;
/** `--only=disk`, `--only=s3` or `--only=variants` runs one part. */
const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
const RUNS = 3;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** Samples a process's RSS every 10 ms until stopped; returns the peak. */
function sampleRss(pid: number) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssOf(pid));
    },
  };
}

async function settledRss(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 20; i++) {
    samples.push(rssOf(pid));
    await new Promise((r) => setTimeout(r, 25));
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)];
}

const mb = (bytes: number) => `${(bytes / MiB).toFixed(1)} MB`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

async function upload(admin: AdminServer, part: Parameters<typeof postMultipart>[1]) {
  const res = await postMultipart(`${admin.server.url}/api/media`, part, {
    headers: { cookie: admin.cookie, origin: admin.server.url },
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { item: { name: string; url: string; size: number; width: number; height: number } }).item;
}

async function videoBench(label: string, admin: AdminServer) {
  const pid = admin.server.process.pid;
  if (!pid) throw new Error("no server pid");
  // warm-up: modules, JIT, first connections to storage
  await upload(admin, { filename: "warmup.mp4", contentType: "video/mp4", head: MAGIC.mp4, size: 6 * MiB, fill: "random" });
  await new Promise((r) => setTimeout(r, 500));
  console.log(`\n## 50MB video upload, ${label} driver`);
  console.log("run | time | throughput | RSS before | peak RSS | rise");
  const rises: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const before = await settledRss(pid);
    const sampler = sampleRss(pid);
    const started = performance.now();
    await upload(admin, {
      filename: "visite.mp4",
      contentType: "video/mp4",
      head: MAGIC.mp4,
      size: VIDEO_MAX_BYTES,
      fill: "random",
    });
    const seconds = (performance.now() - started) / 1000;
    const peak = sampler.stop();
    rises.push(peak - before);
    console.log(
      `${run} | ${seconds.toFixed(2)} s | ${(VIDEO_MAX_BYTES / MiB / seconds).toFixed(0)} MB/s | ${mb(before)} | ${mb(peak)} | +${mb(peak - before)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
  }
  const worst = Math.max(...rises);
  console.log(`worst RSS rise: +${mb(worst)} (target < 30 MB: ${worst < 30 * MiB ? "met" : "MISSED"})`);
  return worst;
}

/**
 * A hard case: the roof scene overlaid with multi-scale
 * random texture (noise down to pixel level), which encoders
 * cannot smooth away: bigger than any camera picture of a roof.
 */
async function texturedPhoto(width: number, height: number): Promise<Buffer> {
  const layer = async (w: number, h: number) =>
    sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: "cubic" })
      .png({ compressionLevel: 1 })
      .toBuffer();
  const scene = await roofPhoto(width, height, 4, 95);
  return sharp(scene)
    .composite([
      { input: await layer(Math.round(width / 40), Math.round(height / 40)), blend: "soft-light" },
      { input: await layer(Math.round(width / 6), Math.round(height / 6)), blend: "soft-light" },
      { input: await layer(Math.round(width / 2), Math.round(height / 2)), blend: "soft-light" },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function variantBench(admin: AdminServer, label: string, photo: Buffer, filename: string) {
  const started = performance.now();
  const item = await upload(admin, { filename, contentType: "image/jpeg", head: photo });
  const seconds = (performance.now() - started) / 1000;
  const sizeOf = async (name: string) => {
    const res = await fetch(`${admin.server.url}/media/${name}`, { method: "HEAD" });
    return Number(res.headers.get("content-length"));
  };
  const stem = item.name.replace(/\.[a-z0-9]+$/, "");
  console.log(
    `\n## Variants of ${label}: ${item.width}×${item.height}, uploaded ${kb(photo.length)}, processed in ${seconds.toFixed(2)} s`,
  );
  console.log(`stored original (re-encoded, metadata stripped): ${kb(item.size)}`);
  console.log("width | WebP | AVIF | AVIF vs uploaded original");
  for (const width of [480, 960, 1600]) {
    const webp = await sizeOf(`${stem}-${width}w.webp`);
    const avif = await sizeOf(`${stem}-${width}w.avif`);
    console.log(
      `${width} | ${kb(webp)} | ${kb(avif)} | −${kb(photo.length - avif)} (−${(100 * (1 - avif / photo.length)).toFixed(1)} %)`,
    );
  }
}

async function main() {
  // tests/e2e/helpers/server.ts finds the project from __dirname (CommonJS under Vitest); give it one under tsx's ESM.
  (globalThis as { __dirname?: string }).__dirname ??= path.resolve("tests/e2e/helpers");
  spawnSync(process.execPath, ["scripts/build-if-stale.js"], { stdio: "inherit" });
  console.log(`# Media bench (${new Date().toISOString()}, Node ${process.version}, ${RUNS} runs each)`);

  if (!only || only === "disk" || only === "variants") await diskBench();
  if (!only || only === "s3") await s3Bench();
}

async function diskBench() {
  const disk = await startAdminServer({ LOG_LEVEL: "warn" });
  try {
    if (only !== "variants") await videoBench("disk", disk);
    if (only === "disk") return;
    await variantBench(
      disk,
      "a generated picture (4000×3000 JPEG q92, flat shapes and grain)",
      await roofPhoto(4000, 3000, 3, 92),
      "toiture.jpg",
    );
    await variantBench(
      disk,
      "a noise-textured picture, worst case for the encoders (3200×2400 JPEG q90)",
      await texturedPhoto(3200, 2400),
      "texture.jpg",
    );
    const realPhoto = "node_modules/autocannon/test/j5.jpeg";
    if (existsSync(realPhoto))
      await variantBench(disk, "a real photo (film still, 1169×584 JPEG)", readFileSync(realPhoto), "photo.jpg");
  } finally {
    await disk.stop();
  }
}

async function s3Bench() {
  const s3Dir = mkdtempSync(path.join(tmpdir(), "az-bench-s3-"));
  const s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Dir });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  await client.send(new CreateBucketCommand({ Bucket: "article-images" }));
  client.destroy();
  const onS3 = await startAdminServer({
    LOG_LEVEL: "warn",
    S3_BUCKET: "article-images",
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  });
  try {
    await videoBench("S3 (s3rver on loopback, same machine)", onS3);
  } finally {
    await onS3.stop();
    await s3.close();
    rmSync(s3Dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
