// `npm run bench:photos [-- --requests 20 --photos 6 --megabytes 4.8]`
//
// Memory and correctness under photo uploads (docs/product.md#lead-photos):
// builds the site if needed, starts the production server on loopback (fresh
// DATA_DIR, SQLite), generates noisy camera-like JPEGs (noise does not
// compress: they really weigh what is asked), then sends all the
// submissions at once (form B with 6 photos each) and samples the server's
// resident memory (VmRSS of /proc/<pid>/status) every 50 ms. Checks: every
// submission answered 200 and stored with all its photos, no 5xx, no file
// left in the temporary folder; prints RSS at idle, its peak and the growth.
// Exit code 1 on a failed check. The default is the heaviest form the rules
// accept: 6 photos of 4.8 MB (30 MB in all); 6 photos of 8 MB would be
// refused (over 30 MB) — `--photos 3 --megabytes 8` sends 8 MB photos.
// The server runs with MALLOC_ARENA_MAX=2, as `npm start` and the documented service start it
// (libvips' threads otherwise leave memory spread over many malloc arenas); `--malloc-arena-max
// glibc` measures glibc's default instead.
// Each submission comes from its own loopback address (127.1.0.1, .2…), as twenty visitors would:
// one address has at most two uploads in progress (docs/product.md#lead-photos). The server's budget
// of temporary photo bytes is set to hold every submission at once (LEAD_PHOTOS_TMP_BUDGET_MB), as
// its rate limit is set to take them all.
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { createDatabase } from "../app/db/client.server";
import { startServer } from "../tests/e2e/helpers/server";
import { buildIfStale } from "./build-if-stale.js";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "20" },
    photos: { type: "string", default: "6" },
    megabytes: { type: "string", default: "4.8" },
    "growth-limit-mb": { type: "string", default: "150" },
    // glibc's malloc arenas of the server process: 2 as `npm start` and the documented service set it;
    // 'glibc' leaves glibc's default
    "malloc-arena-max": { type: "string", default: "2" },
  },
});
const REQUESTS = Number(args.requests);
const PHOTOS = Number(args.photos);
const TARGET_BYTES = Number(args.megabytes) * 1024 * 1024;
const MB = 1024 * 1024;

/** A JPEG of random pixels of about `bytes` bytes (0.79 MB per megapixel at quality 90 here). */
async function noisyJpeg(bytes: number, seed: number): Promise<Buffer> {
  const pixels = Math.round((bytes / MB / 0.8) * 1_000_000);
  const width = Math.round(Math.sqrt((pixels * 4) / 3));
  const height = Math.round((width * 3) / 4);
  const raw = randomBytes(width * height * 3);
  raw[0] = seed;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The loopback address of the i-th submission (Linux routes all of 127.0.0.0/8 to loopback). */
const addressOf = (i: number) => `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/**
 * Posts form B as multipart/form-data from `localAddress`, streamed as a browser sends it; the
 * answer's status, 0 when the connection failed.
 */
function postQuoteFrom(
  localAddress: string,
  url: string,
  fields: Record<string, string>,
  photos: readonly Buffer[],
): Promise<number> {
  const boundary = `----azbench${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  photos.forEach((photo, n) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="toit-${n + 1}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
    );
    parts.push(photo, Buffer.from("\r\n"));
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  return new Promise((resolve) => {
    const req = http.request(`${url}/api/leads/quote`, {
      method: "POST",
      localAddress,
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": length,
        accept: "application/json",
        origin: url,
      },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", () => resolve(0));
    });
    req.on("error", () => resolve(0));
    void (async () => {
      for (const part of parts) {
        if (req.destroyed) return;
        if (!req.write(part)) await new Promise((r) => req.once("drain", r));
      }
      req.end();
    })();
  });
}

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
}

async function main() {
  buildIfStale();
  const server = await startServer({
    DATABASE_URL: "",
    RATE_LIMIT_LEADS_PER_HOUR: String(REQUESTS * 10),
    LEAD_PHOTOS_TMP_BUDGET_MB: String(Math.ceil((REQUESTS * PHOTOS * TARGET_BYTES) / MB) + 64),
    LOG_LEVEL: "warn",
    ...(args["malloc-arena-max"] !== "glibc" ? { MALLOC_ARENA_MAX: args["malloc-arena-max"] } : {}),
  });
  const { url, dataDir } = server;
  const database = createDatabase({ DATA_DIR: dataDir });
  const cleanup = async () => {
    await database.close();
    await server.stop();
  };

  try {
    const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => noisyJpeg(TARGET_BYTES, i)));
    const sizes = photos.map((p) => (p.length / MB).toFixed(1));
    console.log(`${REQUESTS} submissions at once, ${PHOTOS} photos each (${sizes.join(", ")} MB), SQLite, server ${url}`);

    await new Promise((r) => setTimeout(r, 1000));
    const pid = server.process.pid!;
    const idle = rssKb(pid);
    let peak = idle;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, rssKb(pid));
      } catch {
        // server gone
      }
    }, 50);

    const statuses = new Map<number, number>();
    const started = performance.now();
    const latencies: number[] = [];
    await Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) => {
        const fields = {
          firstName: `Photo${i}`,
          lastName: "Charge",
          email: `photos${i}@bench.example`,
          phone: "04 72 00 00 00",
          address: `${i} rue des Tuiles, 69001 Lyon`,
          description: "Test de charge avec photos.",
        };
        const t0 = performance.now();
        const status = await postQuoteFrom(addressOf(i), url, fields, photos);
        latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;
    clearInterval(sampler);
    latencies.sort((a, b) => a - b);

    const rows = await database.db
      .selectFrom("lead_photos")
      .select(["lead_id", (eb) => eb.fn.countAll().as("n")])
      .groupBy("lead_id")
      .execute();
    const leads = Number(
      (
        await database.db
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const complete = rows.filter((r) => Number(r.n) === PHOTOS).length;
    const tmp = path.join(dataDir, "lead-photos", "tmp");
    const leftInTmp = existsSync(tmp) ? readdirSync(tmp).length : 0;
    const serverErrors = [...statuses].filter(([s]) => s >= 500 || s === 0).reduce((n, [, c]) => n + c, 0);
    const growthMb = (peak - idle) / 1024;

    console.log("");
    console.log(`answers            ${[...statuses].map(([s, c]) => `${s || "network error"}: ${c}`).join(", ")}`);
    console.log(
      `time               ${elapsedS.toFixed(1)} s in all; latency min ${(latencies[0]! / 1000).toFixed(1)} s, max ${(latencies.at(-1)! / 1000).toFixed(1)} s`,
    );
    console.log(`stored             ${leads} requests, ${complete} with all ${PHOTOS} photos`);
    console.log(`left in tmp        ${leftInTmp} file(s)`);
    console.log(
      `server RSS         idle ${(idle / 1024).toFixed(0)} MB, peak ${(peak / 1024).toFixed(0)} MB, growth ${growthMb.toFixed(0)} MB`,
    );

    const failures: string[] = [];
    if (serverErrors > 0) failures.push(`${serverErrors} answers were 5xx or network errors`);
    if ((statuses.get(200) ?? 0) !== REQUESTS) failures.push(`${statuses.get(200) ?? 0} of ${REQUESTS} answered 200`);
    if (leads !== REQUESTS || complete !== REQUESTS)
      failures.push(`${complete} of ${REQUESTS} requests stored with all their photos`);
    if (leftInTmp > 0) failures.push(`${leftInTmp} temporary file(s) left`);
    if (growthMb > Number(args["growth-limit-mb"]))
      failures.push(`RSS grew by ${growthMb.toFixed(0)} MB (limit ${args["growth-limit-mb"]} MB)`);
    if (failures.length > 0) {
      console.error(`\nFAILED: ${failures.join("; ")}`);
      process.exitCode = 1;
    } else {
      console.log("\nOK");
    }
  } finally {
    await cleanup();
  }
}

await main();
