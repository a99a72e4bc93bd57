// `npx tsx scripts/admin-icons.ts`: draws the admin app's icons (public/icons/admin-*.png) from the
// logo's shapes, in the site's colours: the copper roof and 'AZ' in white on the ink background.
// Run once and commit the PNGs (docs/decisions/016-admin-push.md); run again if the logo changes.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const INK = "#0f1724";
const COPPER = "#c96a26";
const OUT = path.resolve(import.meta.dirname, "../public/icons");

/** The logo's strokes (public/images/logo.svg, 96×64), recoloured. */
function logo(roof: string, letters: string): string {
  const stroke = (d: string, colour: string, width: number) =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return [
    stroke("M5 30 48 6l43 24", roof, 5),
    stroke("M16 58 31.5 23 47 58M22.5 46h18", letters, 6),
    stroke("M54 28.5h23L54 58h28", letters, 6),
  ].join("");
}

/** A square icon: the logo `scale` of the width, centred, on `background` (none: transparent). */
function icon(size: number, scale: number, background: string | null, roof: string, letters: string, radius = 0): string {
  const width = size * scale;
  const height = (width * 64) / 96;
  const x = (size - width) / 2;
  const y = (size - height) / 2;
  const bg = background ? `<rect width="${size}" height="${size}" rx="${radius}" fill="${background}"/>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${bg}<g transform="translate(${x} ${y}) scale(${width / 96})">${logo(roof, letters)}</g></svg>`;
}

const ICONS: [string, string][] = [
  // 'any': rounded corners drawn in, the logo large
  ["admin-192.png", icon(192, 0.68, INK, COPPER, "#ffffff", 36)],
  ["admin-512.png", icon(512, 0.68, INK, COPPER, "#ffffff", 96)],
  // 'maskable': full bleed, the logo inside the central safe circle (80 % of the width)
  ["admin-maskable-512.png", icon(512, 0.52, INK, COPPER, "#ffffff")],
  // Android's status bar badge: white on transparent, the system tints it
  ["admin-badge-96.png", icon(96, 0.86, null, "#ffffff", "#ffffff")],
];

mkdirSync(OUT, { recursive: true });
for (const [name, svg] of ICONS) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path.join(OUT, name));
  console.log(`public/icons/${name}`);
}
