/**
 * The media library end to end below the browser (docs/product.md#media-upload): the real upload
 * endpoint and file route (server/media.ts) on a real HTTP server, real
 * better-auth sessions, both storage drivers (disk, and S3 against s3rver on
 * loopback) and both database engines.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import express from "express";
import { sql } from "kysely";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from "~/config/constants";
import { getEnv, type Env } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { createAuth } from "~/features/auth/auth.server";
import { deleteMedia, findMedia, listMedia, toMediaItem } from "~/features/media/repository.server";
import { MEDIA_MESSAGES } from "~/features/media/rules";
import { createS3Client, createS3Storage, S3_PART_SIZE } from "~/features/media/s3-storage.server";
import type { S3StorageConfig } from "~/features/media/s3-config.server";
import type { MediaStorage } from "~/features/media/storage-driver.server";
import { createDiskStorage, getMediaStorage } from "~/features/media/storage.server";
import { uploadsInProgress } from "~/features/media/upload.server";
import { mountMediaRoutes } from "../../server/media";
import { sameOriginOnly } from "../../server/same-origin";
import { createAdminUser, TEST_ADMIN } from "../helpers/admin-user";
import { MAGIC, postMultipart, type FilePart } from "../helpers/multipart";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

const FIXTURES = path.resolve(__dirname, "../fixtures/media");
const S3_KEYS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

let s3server: S3rver;
let s3Endpoint: string;
let s3Dir: string;
let bucketCount = 0;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), "az-s3rver-"));
  s3server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Dir });
  const { port } = await s3server.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3server?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

async function freshBucket(): Promise<string> {
  bucketCount += 1;
  const bucket = `media-test-${Date.now().toString(36)}-${bucketCount}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint: s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_KEYS.S3_ACCESS_KEY_ID, secretAccessKey: S3_KEYS.S3_SECRET_ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return bucket;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A GET with the path sent exactly as written (no URL normalisation), like a hostile client. */
function rawGet(port: number, rawPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: rawPath, method: "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("condition not reached in time");
}

/** A photo-like JPEG with GPS coordinates and a 'rotate 90°' orientation in its EXIF. */
async function phonePhoto(width = 1200, height = 800): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(2)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12", Orientation: "6" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 45/1 3000/100", GPSLongitudeRef: "E", GPSLongitude: "4/1 50/1 1200/100" },
    })
    .toBuffer();
}

const DRIVERS = ["disk", "s3"] as const;
const SUITES = TEST_ENGINES.flatMap((engine) => DRIVERS.map((driver) => [engine, driver] as const));

describe.each(SUITES)("media library on %s with the %s driver", (engine, driver) => {
  let db: TestDatabase;
  let env: Env;
  let storage: MediaStorage;
  let tempDir: string;
  let server: http.Server;
  let base: string;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    const s3Env =
      driver === "s3"
        ? { S3_BUCKET: await freshBucket(), S3_ENDPOINT: s3Endpoint, S3_FORCE_PATH_STYLE: "true", S3_PUBLIC_URL: "", ...S3_KEYS }
        : { S3_BUCKET: "", S3_ENDPOINT: "", S3_PUBLIC_URL: "", S3_ACCESS_KEY_ID: "", S3_SECRET_ACCESS_KEY: "" };
    db = await useTestDatabase(engine, { LOG_LEVEL: "silent", ...s3Env });
    env = getEnv();
    ({ storage, tempDir } = getMediaStorage(env));
    expect(storage.driver).toBe(driver);

    await createAdminUser(env, db.database);
    const auth = createAuth(env, db.database);
    const signIn = await auth.api.signInEmail({
      body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      asResponse: true,
    });
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toContain("session_token");

    const app = express();
    app.use(sameOriginOnly([env.SITE_URL]));
    mountMediaRoutes(app, env, {
      authenticate: async (req) => {
        const session = await auth.api.getSession({ headers: new Headers({ cookie: req.headers.cookie ?? "" }) });
        return session ? { id: session.user.id } : null;
      },
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await db?.cleanup();
  });

  const upload = (part: FilePart, options: Parameters<typeof postMultipart>[2] = {}) =>
    postMultipart(`${base}/api/media`, part, {
      ...options,
      headers: { cookie, origin: base, ...options.headers },
    });

  /** Everything that could hold a trace of an upload: stored names, temp files, rows. */
  async function snapshot() {
    const mediaDir = path.join(env.DATA_DIR, "media");
    const hidden = await readdir(mediaDir).catch(() => [] as string[]);
    const temps = await readdir(tempDir).catch(() => [] as string[]);
    return {
      names: await storage.listNames(),
      temporaryFiles: [...hidden.filter((n) => n.startsWith(".")), ...temps],
      rows: (await listMedia()).map((r) => r.name),
    };
  }

  /** Once the server has finished with every upload (clean-up included), nothing may differ from `before`. */
  async function expectNothingStored(before: Awaited<ReturnType<typeof snapshot>>) {
    await waitFor(async () => uploadsInProgress() === 0);
    expect(await snapshot()).toEqual(before);
  }

  it("answers 401 without a session and 403 from another origin, storing nothing", async () => {
    const before = await snapshot();
    const anonymous = await postMultipart(
      `${base}/api/media`,
      { filename: "a.webm", contentType: "video/webm", head: readFileSync(path.join(FIXTURES, "clip.webm")) },
      { headers: { origin: base } },
    );
    expect(anonymous.status).toBe(401);
    const crossSite = await postMultipart(
      `${base}/api/media`,
      { filename: "a.webm", contentType: "video/webm", head: readFileSync(path.join(FIXTURES, "clip.webm")) },
      { headers: { origin: "https://evil.example", cookie } },
    );
    expect(crossSite.status).toBe(403);
    await expectNothingStored(before);
  });

  it("stores a phone photo re-encoded upright without EXIF/GPS, with WebP and AVIF variants never upscaled", async () => {
    const photo = await phonePhoto(1200, 800);
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await upload({ filename: "Façade été Lyon.JPEG", contentType: "image/jpeg", head: photo });
    expect(res.status).toBe(201);
    const body = res.body as {
      success: boolean;
      message: string;
      item: { name: string; url: string; width: number; height: number };
    };
    expect(body.success).toBe(true);
    expect(body.message).toBe(MEDIA_MESSAGES.uploaded);
    const name = body.item.name;
    expect(name).toMatch(/^\d{13}-[a-z0-9]{10}\.jpg$/); // timestamp + random + original extension, lowercase, normalised
    expect(body.item.url).toBe(`/media/${name}`);
    // EXIF orientation 6 applied: 1200×800 as shot, 800×1200 upright
    expect([body.item.width, body.item.height]).toEqual([800, 1200]);

    const original = await readAll(await storage.read(name));
    const meta = await sharp(original).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([800, 1200]);
    expect(original.includes(Buffer.from("PhoneMaker"))).toBe(false);

    const stem = name.replace(/\.jpg$/, "");
    const expected = [480, 960, 1600].flatMap((w) => [`${stem}-${w}w.avif`, `${stem}-${w}w.webp`]);
    expect(await storage.listNames()).toEqual(expect.arrayContaining([name, ...expected]));
    for (const [label, realWidth] of [
      [480, 480],
      [960, 800], // the photo is 800 px wide: never upscaled
      [1600, 800],
    ] as const) {
      for (const format of ["webp", "avif"] as const) {
        const variant = await readAll(await storage.read(`${stem}-${label}w.${format}`));
        const vm = await sharp(variant).metadata();
        expect(vm.format).toBe(format === "webp" ? "webp" : "heif");
        expect(vm.width).toBe(realWidth);
        expect(vm.exif).toBeUndefined();
      }
    }

    const row = await findMedia(name);
    expect(row).toMatchObject({
      kind: "image",
      mimetype: "image/jpeg",
      width: 800,
      height: 1200,
      originalName: "Façade été Lyon.JPEG",
    }); // the UTF-8 name as a browser sends it
    expect(row?.variants).toHaveLength(6);
    expect(row?.uploadedBy).toBeTruthy();
    expect(row?.size).toBe(original.length);
    expect(await snapshot().then((s) => s.temporaryFiles)).toEqual([]);
  });

  it("stores videos byte for byte and serves them with type, nosniff, immutable caching, ETag and ranges", async () => {
    for (const [file, type, ext] of [
      ["clip.webm", "video/webm", "webm"],
      ["clip.mp4", "video/mp4", "mp4"],
    ] as const) {
      const bytes = readFileSync(path.join(FIXTURES, file));
      const res = await upload({ filename: `Visite.${ext.toUpperCase()}`, contentType: "application/octet-stream", head: bytes });
      expect(res.status).toBe(201);
      const { name } = (res.body as { item: { name: string } }).item;
      expect(name.endsWith(`.${ext}`)).toBe(true);
      const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
      expect(sha(await readAll(await storage.read(name)))).toBe(sha(bytes));

      const full = await fetch(`${base}/media/${name}`);
      expect(full.status).toBe(200);
      expect(full.headers.get("content-type")).toBe(type);
      expect(full.headers.get("x-content-type-options")).toBe("nosniff");
      expect(full.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(full.headers.get("accept-ranges")).toBe("bytes");
      expect(Number(full.headers.get("content-length"))).toBe(bytes.length);
      const etag = full.headers.get("etag");
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(sha(Buffer.from(await full.arrayBuffer()))).toBe(sha(bytes));

      const first = await fetch(`${base}/media/${name}`, { headers: { range: "bytes=0-99" } });
      expect(first.status).toBe(206);
      expect(first.headers.get("content-range")).toBe(`bytes 0-99/${bytes.length}`);
      expect(Buffer.from(await first.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);

      const middle = await fetch(`${base}/media/${name}`, { headers: { range: "bytes=1000-" } });
      expect(middle.status).toBe(206);
      expect(Buffer.from(await middle.arrayBuffer()).equals(bytes.subarray(1000))).toBe(true);

      const tail = await fetch(`${base}/media/${name}`, { headers: { range: "bytes=-10" } });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);

      const beyond = await fetch(`${base}/media/${name}`, { headers: { range: `bytes=${bytes.length}-` } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get("content-range")).toBe(`bytes */${bytes.length}`);

      const stale = await fetch(`${base}/media/${name}`, { headers: { range: "bytes=0-9", "if-range": '"other"' } });
      expect(stale.status).toBe(200);
      await stale.arrayBuffer();

      const cached = await fetch(`${base}/media/${name}`, { headers: { "if-none-match": etag ?? "" } });
      expect(cached.status).toBe(304);

      const head = await fetch(`${base}/media/${name}`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get("content-length"))).toBe(bytes.length);

      const row = await findMedia(name);
      expect(row).toMatchObject({ kind: "video", mimetype: type, size: bytes.length, variants: [] });
    }
  });

  it.each([
    [
      "an ELF executable renamed .jpg, declared image/jpeg",
      { filename: "photo.jpg", contentType: "image/jpeg", head: MAGIC.elf, size: 20_000 },
    ],
    ["a Windows executable renamed .png", { filename: "photo.png", contentType: "image/png", head: MAGIC.pe, size: 20_000 }],
    [
      "an HTML file declared image/png",
      {
        filename: "image.png",
        contentType: "image/png",
        head: Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>"),
      },
    ],
    [
      "an SVG with a script",
      {
        filename: "logo.svg",
        contentType: "image/svg+xml",
        head: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="4"/></svg>'),
      },
    ],
    ["an empty file", { filename: "vide.jpg", contentType: "image/jpeg", head: Buffer.alloc(0) }],
  ] as const)("refuses %s (415, 'Veuillez sélectionner…') and stores nothing", async (_label, part) => {
    const before = await snapshot();
    const res = await upload({ ...part });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, error: MEDIA_MESSAGES.badType });
    await expectNothingStored(before);
  });

  it("refuses unreadable images and decompression bombs with their reason, storing nothing", async () => {
    const before = await snapshot();
    const corrupt = await upload({
      filename: "abimee.jpg",
      contentType: "image/jpeg",
      head: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 0x41)]),
    });
    expect(corrupt.status).toBe(415);
    expect(corrupt.body).toEqual({ success: false, error: MEDIA_MESSAGES.unreadableImage });

    // a 60 000 × 60 000 PNG header: 3.6 gigapixels announced in a few bytes
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
      return Buffer.concat([length, Buffer.from(type), data, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(60_000, 0);
    ihdr.writeUInt32BE(60_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", zlib.deflateSync(Buffer.alloc(60_001 * 3 * 10))),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    const tooLarge = await upload({ filename: "bombe.png", contentType: "image/png", head: bomb });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ success: false, error: MEDIA_MESSAGES.tooManyPixels });
    await expectNothingStored(before);
  });

  it("keeps GIFs as uploaded (animations intact), without variants", async () => {
    const gif = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#a9541c" } })
      .gif()
      .toBuffer();
    const res = await upload({ filename: "anim.GIF", contentType: "image/gif", head: gif });
    expect(res.status).toBe(201);
    const item = (res.body as { item: { name: string; url: string; previewUrl: string; srcSet: string | null } }).item;
    expect(item.name).toMatch(/\.gif$/);
    expect(item.previewUrl).toBe(item.url);
    expect(item.srcSet).toBeNull();
    expect((await readAll(await storage.read(item.name))).equals(gif)).toBe(true);
    expect((await findMedia(item.name))?.variants).toEqual([]);
    expect(await deleteMedia(item.name, storage)).toBe(true);
  });

  it("stores the display name without bidirectional or control characters (no disguised extension)", async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#a9541c" } })
      .gif()
      .toBuffer();
    // The right-to-left override would show this name as 'devis-toiture-exe.pdf'.
    const res = await upload({ filename: "devis-toiture-\u2066\u202Efdp.exe\u200F", contentType: "image/gif", head: gif });
    expect(res.status).toBe(201);
    const item = (res.body as { item: { name: string; originalName: string } }).item;
    expect(item.originalName).toBe("devis-toiture-fdp.exe");
    expect((await findMedia(item.name))?.originalName).toBe("devis-toiture-fdp.exe");
    // A name stored before this rule is shown without its controls too.
    await getDb().updateTable("media").set({ original_name: "ancien-\u202Efdp.exe" }).where("name", "=", item.name).execute();
    expect(toMediaItem((await findMedia(item.name))!, storage).originalName).toBe("ancien-fdp.exe");
    expect(await deleteMedia(item.name, storage)).toBe(true);
  });

  it("refuses an image of 5MB + 1 byte (413, '…5MB') and accepts one of exactly 5MB, dropping what hides after the picture", async () => {
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#8a431a" } })
      .jpeg()
      .toBuffer();
    const before = await snapshot();
    const tooBig = await upload({
      filename: "grande.jpg",
      contentType: "image/jpeg",
      head: jpeg,
      size: IMAGE_MAX_BYTES + 1,
      fill: "random",
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ success: false, error: "Le fichier doit faire moins de 5MB" });
    await expectNothingStored(before);

    const atLimit = await upload({
      filename: "limite.jpg",
      contentType: "image/jpeg",
      head: jpeg,
      size: IMAGE_MAX_BYTES,
      fill: "random",
    });
    expect(atLimit.status).toBe(201);
    const { name } = (atLimit.body as { item: { name: string } }).item;
    const stored = await storage.stat(name);
    expect(stored?.size).toBeLessThan(100_000); // the 5MB of trailing bytes did not survive re-encoding
    expect(await deleteMedia(name, storage)).toBe(true);
  });

  it("refuses a video of 50MB + 1 byte (413, '…50MB') and accepts one of exactly 50MB", async () => {
    const before = await snapshot();
    const tooBig = await upload({ filename: "long.mp4", contentType: "video/mp4", head: MAGIC.mp4, size: VIDEO_MAX_BYTES + 1 });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ success: false, error: "Le fichier doit faire moins de 50MB" });
    await expectNothingStored(before);

    const atLimit = await upload({ filename: "limite.mp4", contentType: "video/mp4", head: MAGIC.mp4, size: VIDEO_MAX_BYTES });
    expect(atLimit.status).toBe(201);
    const { name } = (atLimit.body as { item: { name: string } }).item;
    expect((await storage.stat(name))?.size).toBe(VIDEO_MAX_BYTES);
    expect(await deleteMedia(name, storage)).toBe(true);
    expect(await storage.stat(name)).toBeNull();
  });

  it("answers 413 at once when the declared length exceeds any limit", async () => {
    const before = await snapshot();
    const res = await upload(
      { filename: "énorme.mp4", contentType: "video/mp4", head: MAGIC.mp4, size: VIDEO_MAX_BYTES + 1 },
      {
        headers: { "content-length": String(VIDEO_MAX_BYTES * 2) },
        abortAfterBytes: 1024 * 1024,
      },
    );
    // the client either reads the 413 or sees the connection closed: both leave nothing behind
    expect([0, 413]).toContain(res.status);
    await expectNothingStored(before);
  });

  it("keeps nothing of uploads aborted halfway (video past the first S3 part, image mid-file)", async () => {
    const before = await snapshot();
    await upload(
      { filename: "coupée.mp4", contentType: "video/mp4", head: MAGIC.mp4, size: 3 * S3_PART_SIZE },
      { abortAfterBytes: Math.round(1.5 * S3_PART_SIZE) },
    );
    await expectNothingStored(before);

    const photo = await phonePhoto(1600, 1200);
    await upload(
      { filename: "coupée.jpg", contentType: "image/jpeg", head: photo, size: 3 * 1024 * 1024, fill: "random" },
      { abortAfterBytes: 1024 * 1024 },
    );
    await expectNothingStored(before);
  });

  it("never serves anything but stored names: traversal, encoded dots, NUL, hidden and long names", async () => {
    const res = await upload({
      filename: "ok.webm",
      contentType: "video/webm",
      head: readFileSync(path.join(FIXTURES, "clip.webm")),
    });
    const { name } = (res.body as { item: { name: string } }).item;
    const hostile = [
      "/media/..%2fapp.db",
      "/media/..%2F..%2Fetc%2Fpasswd",
      "/media/%2e%2e%2fapp.db",
      "/media/%2e%2e/app.db",
      "/media/../app.db",
      "/media/%2e%2e%5capp.db",
      `/media/${name}%00`,
      `/media/${name}%00.jpg`,
      "/media/%00",
      "/media/.env",
      "/media/.upload-0000",
      "/media/auth-secret",
      `/media/${name.toUpperCase()}`,
      `/media/${"1".repeat(300)}-abcdef.jpg`,
      `/media/${"a".repeat(10_000)}`,
      "/media/%E0%A4%A",
    ];
    for (const rawPath of hostile) {
      const answer = await rawGet(port, rawPath);
      expect([400, 404, 431], rawPath).toContain(answer.status);
      expect(answer.body.includes(Buffer.from("SQLite format")), rawPath).toBe(false);
      expect(answer.headers["cache-control"] ?? "", rawPath).not.toContain("immutable");
    }
    expect((await rawGet(port, `/media/${name}`)).status).toBe(200);
    // the storage layer refuses such names too, whatever calls it
    await expect(storage.put("../evil.jpg", Readable.from([Buffer.from("x")]), { contentType: "image/jpeg" })).rejects.toThrow(
      /refused media name/,
    );
    await expect(storage.stat("..%2fapp.db")).rejects.toThrow(/refused media name/);
  });

  it("lists newest first from the database and deletes a file with all its variants", async () => {
    const res = await upload({
      filename: "toit.png",
      contentType: "image/png",
      head: await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#334155" } })
        .png()
        .toBuffer(),
    });
    expect(res.status).toBe(201);
    const { name } = (res.body as { item: { name: string } }).item;
    const list = await listMedia();
    expect(list[0].name).toBe(name);
    const times = list.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await listMedia({ kind: "video" })).every((r) => r.kind === "video")).toBe(true);

    const stem = name.replace(/\.png$/, "");
    expect((await storage.listNames()).filter((n) => n.startsWith(stem))).toHaveLength(7);
    expect(await deleteMedia(name, storage)).toBe(true);
    expect((await storage.listNames()).filter((n) => n.startsWith(stem))).toEqual([]);
    expect(await findMedia(name)).toBeNull();
    expect(await deleteMedia(name, storage)).toBe(false);
    expect((await fetch(`${base}/media/${name}`)).status).toBe(404);
  });
});

describe.each(TEST_ENGINES)("migration 004-media on %s", (engine) => {
  it("applies even when a later-numbered migration already ran (branches land in any order)", async () => {
    const db = await useTestDatabase(engine, { LOG_LEVEL: "silent" });
    try {
      const kysely = db.database.db;
      // as if this database had been migrated before 004-media existed
      await kysely.schema.dropTable("media").execute();
      await sql`delete from kysely_migration where name = '004-media'`.execute(kysely);
      const later = await sql<{ name: string }>`select name from kysely_migration where name > '004-media'`.execute(kysely);
      expect(later.rows.length).toBeGreaterThan(0);

      await migrateDatabase(db.database, { dataDir: db.dataDir });
      expect(await listMedia()).toEqual([]);
      const applied = await sql<{ name: string }>`select name from kysely_migration where name = '004-media'`.execute(kysely);
      expect(applied.rows).toHaveLength(1);
    } finally {
      await db.cleanup();
    }
  });
});

describe("storage drivers on their own", () => {
  it("disk: a failing stream leaves neither the file nor a temporary file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "az-disk-"));
    try {
      const storage = createDiskStorage(dir);
      const failing = Readable.from(
        (async function* () {
          yield Buffer.alloc(1024);
          throw new Error("boom");
        })(),
      );
      await expect(storage.put("1700000000000-abcdef1234.mp4", failing, { contentType: "video/mp4" })).rejects.toThrow("boom");
      expect(await readdir(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("S3: streams in 5MB parts and aborts the multipart upload when the stream fails", async () => {
    const config: S3StorageConfig = {
      bucket: await freshBucket(),
      endpoint: s3Endpoint,
      region: "us-east-1",
      accessKeyId: S3_KEYS.S3_ACCESS_KEY_ID,
      secretAccessKey: S3_KEYS.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    };
    const client = createS3Client(config);
    const commands: string[] = [];
    client.middlewareStack.add(
      (next, context) => async (args) => {
        commands.push(String(context.commandName));
        return next(args);
      },
      { step: "initialize", name: "recordCommands" },
    );
    const storage = createS3Storage(config, client);

    const size = 2 * S3_PART_SIZE + 123;
    const ok = await storage.put(
      "1700000000000-abcdef1234.mp4",
      Readable.from(
        (async function* () {
          for (let sent = 0; sent < size; sent += 64 * 1024) yield Buffer.alloc(Math.min(64 * 1024, size - sent), 7);
        })(),
      ),
      { contentType: "video/mp4" },
    );
    expect(ok.size).toBe(size);
    expect(commands.filter((c) => c === "UploadPartCommand")).toHaveLength(3);
    expect(commands).toContain("CompleteMultipartUploadCommand");
    expect((await storage.stat("1700000000000-abcdef1234.mp4"))?.size).toBe(size);

    commands.length = 0;
    const failing = Readable.from(
      (async function* () {
        for (let sent = 0; sent < 1.5 * S3_PART_SIZE; sent += 64 * 1024) yield Buffer.alloc(64 * 1024);
        throw new Error("client went away");
      })(),
    );
    await expect(storage.put("1700000000000-abcdef9999.mp4", failing, { contentType: "video/mp4" })).rejects.toThrow(
      "client went away",
    );
    expect(commands).toContain("CreateMultipartUploadCommand");
    expect(commands).toContain("AbortMultipartUploadCommand"); // s3rver does not implement it; real stores do
    expect(commands).not.toContain("CompleteMultipartUploadCommand");
    expect(await storage.listNames()).toEqual(["1700000000000-abcdef1234.mp4"]);

    await storage.remove(["1700000000000-abcdef1234.mp4"]);
    expect(await storage.listNames()).toEqual([]);
    expect(storage.publicUrl("1700000000000-abcdef1234.mp4")).toBe("/media/1700000000000-abcdef1234.mp4");
    expect(
      createS3Storage({ ...config, publicUrl: "https://cdn.example.fr/media" }, client).publicUrl("1700000000000-abcdef1234.mp4"),
    ).toBe("https://cdn.example.fr/media/1700000000000-abcdef1234.mp4");
    client.destroy();
  });
});
