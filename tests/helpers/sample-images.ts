import sharp from "sharp";

/**
 * A photo-like JPEG (sky gradient, a zinc roof and a copper gutter, with
 * sensor-like grain so it compresses like a camera picture), generated so no
 * binary photo is committed. `seed` varies the colours.
 */
export async function roofPhoto(width = 2400, height = 1600, seed = 0, quality = 92): Promise<Buffer> {
  const hue = (200 + seed * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 240 160">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${hue},55%,62%)"/><stop offset="1" stop-color="hsl(${hue + 20},45%,88%)"/>
      </linearGradient>
      <linearGradient id="zinc" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#8b95a1"/><stop offset="1" stop-color="#4b5563"/>
      </linearGradient>
    </defs>
    <rect width="240" height="160" fill="url(#sky)"/>
    <circle cx="${190 - seed * 9}" cy="34" r="13" fill="#fff7e0" opacity="0.85"/>
    <polygon points="10,150 120,${52 + seed * 3} 230,150" fill="url(#zinc)"/>
    ${Array.from({ length: 22 }, (_, i) => `<line x1="${12 + i * 10}" y1="150" x2="120" y2="${52 + seed * 3}" stroke="#374151" stroke-width="0.35" opacity="0.6"/>`).join("")}
    <rect x="4" y="148" width="232" height="5" rx="2" fill="#a9541c"/>
    <rect x="0" y="153" width="240" height="7" fill="#3f3a35"/>
  </svg>`;
  const base = await sharp(Buffer.from(svg)).resize(width, height).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = base.data;
  let state = 0x9e3779b9 ^ seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1664525 + 1013904223) >>> 0;
    const grain = ((state >>> 24) % 13) - 6;
    pixels[i] = Math.max(0, Math.min(255, pixels[i] + grain));
  }
  return sharp(pixels, { raw: { width: base.info.width, height: base.info.height, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: "4:4:4" })
    .toBuffer();
}
