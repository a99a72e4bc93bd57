import { readdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { preferredEncoding } from "./accept-encoding";
import { compressText, TEXT_ENCODINGS, type TextEncoding } from "./compress-text";

/**
 * The site's scripts and styles are compressed once, at build time, as hard as the formats allow
 * (brotli 11, gzip 9), and sent as they are stored: a phone downloads about an eighth less than
 * with per-request compression (which must stay fast), and the server spends nothing compressing
 * them (docs/decisions/029-files-compressed-at-build-time.md). A variant sits beside its file
 * (`entry.client-abc.js.br`, `.gz`).
 */

/** The files worth compressing, with the type they are sent as (what `express.static` says of the originals). */
const COMPRESSIBLE_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

/** Below this, a compressed copy saves less than its headers cost (the threshold `compression` uses too). */
const MIN_BYTES = 1024;

const ENCODINGS = TEXT_ENCODINGS;
type Encoding = TextEncoding;
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

type StaticOptions = NonNullable<Parameters<typeof express.static>[1]>;

const isCompressible = (file: string) => Object.hasOwn(COMPRESSIBLE_TYPES, path.extname(file));

export interface PrecompressReport {
  files: number;
  bytes: number;
  compressed: Record<Encoding, number>;
}

/** Writes the brotli and gzip copies of the compressible files under `dir` (those a copy makes smaller). */
export async function precompressDirectory(dir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, bytes: 0, compressed: { br: 0, gzip: 0 } };
  const files = filesUnder(dir).filter(isCompressible);
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < MIN_BYTES) return;
      report.files++;
      report.bytes += data.length;
      for (const encoding of ENCODINGS) {
        const compressed = await compressText(data, encoding);
        if (compressed.length >= data.length) continue;
        await writeFile(file + SUFFIX[encoding], compressed);
        report.compressed[encoding] += compressed.length;
      }
    }),
  );
  return report;
}

/** The encoding of a stored copy from its name, with the type of the file it encodes. */
function variantOf(file: string): { encoding: Encoding; type: string } | null {
  for (const encoding of ENCODINGS) {
    if (!file.endsWith(SUFFIX[encoding])) continue;
    const type = COMPRESSIBLE_TYPES[path.extname(file.slice(0, -SUFFIX[encoding].length))];
    return type ? { encoding, type } : null;
  }
  return null;
}

/**
 * `express.static(root, options)` that sends a file's stored brotli or gzip copy to a client that
 * accepts it, as the file itself (its type, `Content-Encoding`, `Vary: Accept-Encoding`); the copies
 * are not served under their own names. Which copies exist is read once, at start-up: a build is
 * not changed under a running server.
 */
export function staticWithCompressedCopies(root: string, options: StaticOptions): RequestHandler {
  // each file's copies, in our order of preference
  const files = new Set(filesUnder(root));
  const copies = new Map<string, Encoding[]>();
  for (const file of files) {
    if (!isCompressible(file)) continue;
    const encodings = ENCODINGS.filter((encoding) => files.has(file + SUFFIX[encoding]));
    if (encodings.length > 0) copies.set("/" + path.relative(root, file).split(path.sep).join("/"), encodings);
  }
  const serve = express.static(root, {
    ...options,
    setHeaders(res, file, stat) {
      options.setHeaders?.(res, file, stat);
      const variant = variantOf(file);
      if (!variant) return;
      res.setHeader("Content-Encoding", variant.encoding);
      res.setHeader("Content-Type", variant.type);
    },
  });
  return (req, res, next) => {
    if (variantOf(req.path)) return next();
    const available = copies.get(req.path);
    if (!available || (req.method !== "GET" && req.method !== "HEAD")) return serve(req, res, next);
    res.vary("Accept-Encoding");
    const encoding = preferredEncoding(req.headers["accept-encoding"], available);
    if (!encoding) return serve(req, res, next);
    const url = req.url;
    req.url = req.path + SUFFIX[encoding] + url.slice(req.path.length);
    serve(req, res, (error?: unknown) => {
      req.url = url;
      next(error);
    });
  };
}
