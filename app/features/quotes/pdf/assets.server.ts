/**
 * What the devis PDF embeds from disk: Inter (the site's typeface, from @fontsource/inter, resolved
 * through Node's module resolution so the production server finds it from any working directory)
 * and the business's logo, rasterized once with sharp (PDF has no SVG). Read once per process.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { inflateSync } from "node:zlib";
import type sharpModule from "sharp";

const requireModule = createRequire(import.meta.url);

export const PDF_FONT_WEIGHTS = [400, 600, 700] as const;
export type PdfFontWeight = (typeof PDF_FONT_WEIGHTS)[number];

/** A font as fontkit parsed it: pdfkit takes it as is, and keeps nothing of one document in it but caches. */
export type PdfFont = object;

let fonts: Record<PdfFontWeight, PdfFont> | undefined;

/**
 * Inter, parsed once per process: each PDF then reuses its parsed tables and fontkit's glyph and
 * shaping caches instead of reading the font again (docs/decisions/039-devis-pdf.md). fontkit is
 * taken as pdfkit resolves it, so both agree on the version.
 */
export function interFonts(): Record<PdfFontWeight, PdfFont> {
  if (!fonts) {
    const fontkit = createRequire(requireModule.resolve("pdfkit"))("fontkit") as { create(buffer: Buffer): PdfFont };
    fonts = Object.fromEntries(
      PDF_FONT_WEIGHTS.map((weight) => [
        weight,
        fontkit.create(
          sfntOfWoff(readFileSync(requireModule.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`))),
        ),
      ]),
    ) as Record<PdfFontWeight, PdfFont>;
  }
  return fonts;
}

/**
 * The plain TrueType font inside a WOFF 1.0 file: fontkit would inflate the WOFF's tables again for
 * every PDF (most of a devis's rendering time, docs/decisions/039-devis-pdf.md); done once here.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  woff.copy(header, 0, 4, 8); // the flavor: the sfnt version
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

/** The site's own files: the sources' public/ (development, tests) or the build's copy of it. */
function localFileOf(url: string): string | null {
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  const relative = decodeURIComponent(url.split(/[?#]/)[0]!).replace(/^\/+/, "");
  for (const root of [path.resolve("public"), path.resolve("build/client")]) {
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return null;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

const LOGO_HEIGHT_PX = 192;
const logos = new Map<string, Promise<Buffer | null>>();

/**
 * The logo as a PNG (SVG, PNG, JPEG or WebP on disk), or null when the site's logo is not a
 * readable local file: the PDF then draws the initials in a square of the brand's colour.
 */
export function logoPng(logoUrl: string): Promise<Buffer | null> {
  const file = localFileOf(logoUrl);
  if (!file) return Promise.resolve(null);
  const key = `${file}:${statSync(file).mtimeMs}`;
  let hit = logos.get(key);
  if (!hit) {
    hit = rasterize(file).catch(() => null);
    logos.set(key, hit);
  }
  return hit;
}

async function rasterize(file: string): Promise<Buffer> {
  const sharp = requireModule("sharp") as typeof sharpModule;
  return sharp(file, { density: 300 }).resize({ height: LOGO_HEIGHT_PX, withoutEnlargement: false }).png().toBuffer();
}
