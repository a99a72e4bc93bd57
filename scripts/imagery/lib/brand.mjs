// Brand marks: the "AZ" monogram under a roof line (copper), drawn as strokes so
// no font is needed. Tuned to stay legible at 40 px high and as a 16/32 px icon.
const SLATE = "#2b3238";
const COPPER = "#b8723d";

// Monogram geometry in a 96 × 64 box.
function marks({ letters = SLATE, roof = COPPER, w = 6, roofW = 5 } = {}) {
  return [
    `<path d="M5 30 48 6l43 24" fill="none" stroke="${roof}" stroke-width="${roofW}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M16 58 31.5 23 47 58M22.5 46h18" fill="none" stroke="${letters}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M54 28.5h23L54 58h28" fill="none" stroke="${letters}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join("");
}

/** Site logo (transparent background). Use at any height; 40 px is the reference. */
export function logoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 64" width="96" height="64" role="img" aria-label="AZ"><title>AZ</title>${marks()}</svg>\n`;
}

/** Square icon: monogram on a slate tile. */
export function faviconSvg({ rounded = true } = {}) {
  const r = rounded ? 14 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="${r}" fill="${SLATE}"/><g transform="translate(5.5 9) scale(0.552)">${marks({ letters: "#f2ede4", roof: "#d08a4c", w: 8.5, roofW: 7.5 })}</g></svg>\n`;
}

/** Overlay for the Open Graph card: soft slate gradient on the left and the monogram. */
export function ogOverlaySvg(W, H) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#1d2328" stop-opacity="0.78"/><stop offset="0.45" stop-color="#1d2328" stop-opacity="0.25"/><stop offset="0.7" stop-color="#1d2328" stop-opacity="0"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/><g transform="translate(72 ${H / 2 - 80}) scale(2.5)">${marks({ letters: "#f4efe6", roof: "#d59155", w: 6, roofW: 5 })}</g></svg>`;
}
