// 2D backdrop layers: sky, sun, clouds, Alpine ranges, hills, vegetation, weather.
import { f1, mix, darken, lighten, pts2 } from "./engine.mjs";

export const PALETTES = {
  day: {
    skyTop: "#7f9bb5",
    skyMid: "#b7c8d6",
    horizon: "#e8e4da",
    sun: "#fff4e2",
    sunGlow: "#fff1d8",
    haze: "#d4dbe1",
    mountain: "#8e9fb1",
    snow: "#f4f6f8",
    hill: "#7f8c7c",
    ground: "#8b9379",
    skyLight: "#c8d5e2",
    sunColor: "#fff5e6",
    ambient: 0.45,
  },
  golden: {
    skyTop: "#5f7b99",
    skyMid: "#a9b7c3",
    horizon: "#f1d2aa",
    sun: "#ffe9c4",
    sunGlow: "#ffcf8e",
    haze: "#e2cdb5",
    mountain: "#8c8fa0",
    snow: "#fbeee0",
    hill: "#7d7f6f",
    ground: "#8a8469",
    skyLight: "#b9c3ce",
    sunColor: "#ffe2b8",
    ambient: 0.4,
  },
  dusk: {
    skyTop: "#2b3445",
    skyMid: "#56617a",
    horizon: "#c98d5e",
    sun: "#ffcf99",
    sunGlow: "#e8945a",
    haze: "#7b7784",
    mountain: "#4d5566",
    snow: "#b9b7c2",
    hill: "#3d4450",
    ground: "#4a4c4e",
    skyLight: "#6f7a92",
    sunColor: "#f2b07c",
    ambient: 0.38,
  },
  storm: {
    skyTop: "#1f2630",
    skyMid: "#3b4656",
    horizon: "#a0714d",
    sun: "#e7a66c",
    sunGlow: "#b9683a",
    haze: "#565d68",
    mountain: "#394150",
    snow: "#8e96a3",
    hill: "#2f3540",
    ground: "#3a3d40",
    skyLight: "#5a6577",
    sunColor: "#d99a68",
    ambient: 0.42,
  },
  overcast: {
    skyTop: "#9aa8b5",
    skyMid: "#c2ccd4",
    horizon: "#e3e4e2",
    sun: "#f7f5ef",
    sunGlow: "#f1efe8",
    haze: "#d3d8dc",
    mountain: "#9aa6b3",
    snow: "#f2f4f6",
    hill: "#86907f",
    ground: "#8f937f",
    skyLight: "#d2dae2",
    sunColor: "#f6f2ea",
    ambient: 0.55,
  },
};

export function sky(s, pal, { sunX = 0.22, sunY = null, glow = 1, horizonY = s.cam.horizonY } = {}) {
  const H = s.H;
  const W = s.W;
  const hy = Math.max(H * 0.15, Math.min(H * 1.2, horizonY));
  const g = s.linearGradient(0, Math.min(0, hy - H), 0, hy, [
    [0, pal.skyTop],
    [0.62, pal.skyMid],
    [1, pal.horizon],
  ]);
  s.background.push(`<rect width="${W}" height="${H}" fill="url(#${g})"/>`);
  const sx = W * sunX;
  const sy = sunY ?? hy - H * 0.08;
  const rg = s.radialGradient(sx, sy, W * 0.55 * glow, [
    [0, pal.sunGlow, 0.75],
    [0.25, pal.sunGlow, 0.32],
    [1, pal.sunGlow, 0],
  ]);
  s.background.push(`<rect width="${W}" height="${H}" fill="url(#${rg})"/>`);
  return { hy, sx, sy };
}

export function sunDisc(s, pal, x, y, r = 26) {
  const rg = s.radialGradient(x, y, r * 3, [
    [0, "#ffffff", 1],
    [0.3, pal.sun, 0.9],
    [0.36, pal.sun, 0.35],
    [1, pal.sun, 0],
  ]);
  s.background.push(`<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r * 3)}" fill="url(#${rg})"/>`);
}

export function clouds(s, rng, { count = 6, y0 = 0.08, y1 = 0.35, color = "#ffffff", opacity = 0.35, dark = false } = {}) {
  const fid = s.blurFilter(18);
  let out = `<g filter="url(#${fid})" opacity="${opacity}">`;
  for (let i = 0; i < count; i++) {
    const cx = rng.range(-0.1, 1.1) * s.W;
    const cy = rng.range(y0, y1) * s.H;
    const w = rng.range(160, 420);
    const parts = rng.int(3, 6);
    for (let j = 0; j < parts; j++) {
      const ox = rng.range(-w / 2, w / 2);
      const oy = rng.range(-12, 10);
      const rx = rng.range(w * 0.2, w * 0.45);
      const ry = rng.range(12, 32);
      out += `<ellipse cx="${f1(cx + ox)}" cy="${f1(cy + oy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${dark ? darken(color, rng.range(0, 0.25)) : color}"/>`;
    }
  }
  out += "</g>";
  s.background.push(out);
}

// Alpine range: sharp peaks with lit/shaded flanks and snowcaps.
export function mountains(
  s,
  rng,
  pal,
  { baseY, height = 0.2, peaks = 7, layerT = 0, snow = true, sunLeft = true, color, x0 = -0.05, x1 = 1.05, steep = 1 } = {},
) {
  const W = s.W;
  const H = s.H;
  const peakList = [];
  for (let i = 0; i < peaks; i++) {
    peakList.push({
      x: (x0 + ((x1 - x0) * (i + rng.range(0.15, 0.85))) / peaks) * W,
      h: H * height * rng.range(0.45, 1),
      sl: rng.range(0.55, 1.2) * steep,
      sr: rng.range(0.55, 1.2) * steep,
    });
  }
  const N = 220;
  const pts = [];
  let noiseA = 0;
  let noiseB = 0;
  for (let i = 0; i <= N; i++) {
    const x = (i / N) * W;
    let h = 0;
    for (const p of peakList) {
      const dx = x - p.x;
      const hh = p.h - Math.abs(dx) * (dx < 0 ? p.sl : p.sr);
      h = Math.max(h, hh);
    }
    noiseA = noiseA * 0.7 + rng.range(-1, 1) * 4;
    noiseB = noiseB * 0.93 + rng.range(-1, 1) * 2.5;
    h = Math.max(H * 0.01, h + noiseA + noiseB);
    pts.push([x, baseY - h]);
  }
  const base = color || mix(pal.mountain, pal.haze, layerT);
  const shape = `M${pts2([[0, H], ...pts, [W, H]]).replace(/ /g, " L")} Z`;
  const cid = s.id("mc");
  s.defs.push(`<clipPath id="${cid}"><path d="${shape}"/></clipPath>`);
  const minY = Math.min(...pts.map((p) => p[1]));
  const g = s.linearGradient(0, minY, 0, baseY + 10, [
    [0, lighten(base, 0.05)],
    [1, mix(base, pal.haze, 0.55)],
  ]);
  let out = `<path d="${shape}" fill="url(#${g})"/>`;
  out += `<g clip-path="url(#${cid})">`;
  // shaded flanks
  const shade = darken(base, 0.18);
  for (const p of peakList) {
    const apexY = baseY - p.h;
    const dir = sunLeft ? 1 : -1;
    const spread = p.h * rng.range(0.15, 0.45);
    const far = p.h / (sunLeft ? p.sr : p.sl);
    const tri = [
      [p.x, apexY],
      [p.x + dir * spread, baseY + 4],
      [p.x + dir * (far + 30), baseY + 4],
    ];
    out += `<polygon points="${pts2(tri)}" fill="${shade}" opacity="0.55"/>`;
    // couloirs
    for (let k = 0; k < 3; k++) {
      const a = rng.range(0.2, 0.7);
      out += `<line x1="${f1(p.x + dir * rng.range(-6, 16))}" y1="${f1(apexY + p.h * a * 0.3)}" x2="${f1(p.x + dir * rng.range(10, 80) - dir * 20)}" y2="${f1(apexY + p.h * (0.4 + a))}" stroke="${shade}" stroke-width="${f1(rng.range(1, 2.5))}" opacity="0.35"/>`;
    }
  }
  if (snow) {
    const sg = s.linearGradient(0, minY, 0, minY + H * height * 0.55, [
      [0, pal.snow, 0.95],
      [0.55, pal.snow, 0.55],
      [1, pal.snow, 0],
    ]);
    out += `<path d="${shape}" fill="url(#${sg})"/>`;
    for (const p of peakList) {
      const apexY = baseY - p.h;
      const dir = sunLeft ? 1 : -1;
      const tri = [
        [p.x, apexY],
        [p.x + dir * p.h * 0.12, apexY + p.h * 0.5],
        [p.x + dir * p.h * 0.7, apexY + p.h * 0.7],
      ];
      out += `<polygon points="${pts2(tri)}" fill="${darken(pal.snow, 0.22)}" opacity="0.35"/>`;
    }
  }
  // haze at base
  const hg = s.linearGradient(0, baseY - H * height * 0.4, 0, baseY + 6, [
    [0, pal.haze, 0],
    [1, pal.haze, 0.85],
  ]);
  out += `<rect x="0" y="${f1(baseY - H * height * 0.4)}" width="${W}" height="${f1(H * height * 0.4 + H)}" fill="url(#${hg})"/>`;
  out += "</g>";
  s.background.push(out);
}

// Rolling hills with an optional forest texture.
export function hills(s, rng, pal, { baseY, amp = 40, layerT = 0.3, color, trees = true, waves = 3 } = {}) {
  const W = s.W;
  const H = s.H;
  const ph = [rng.range(0, 6), rng.range(0, 6), rng.range(0, 6)];
  const fr = [rng.range(1.2, 2.2), rng.range(2.5, 4.5), rng.range(6, 9)];
  const N = 120;
  const pts = [];
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const y =
      baseY -
      amp *
        (0.55 +
          0.3 * Math.sin(t * fr[0] * Math.PI + ph[0]) +
          (waves > 1 ? 0.18 * Math.sin(t * fr[1] * Math.PI + ph[1]) : 0) +
          (waves > 2 ? 0.06 * Math.sin(t * fr[2] * Math.PI + ph[2]) : 0));
    pts.push([t * W, y]);
  }
  const base = color || mix(pal.hill, pal.haze, layerT);
  const g = s.linearGradient(0, baseY - amp, 0, baseY + H * 0.15, [
    [0, lighten(base, 0.04)],
    [1, darken(base, 0.08)],
  ]);
  const d = `M0,${H} L${pts2(pts).replace(/ /g, " L")} L${W},${H} Z`;
  let out = `<path d="${d}" fill="url(#${g})"/>`;
  if (trees) {
    const tc = darken(base, 0.16);
    const n = Math.floor(W / 9);
    for (let i = 0; i < n; i++) {
      if (rng() < 0.35) continue;
      const x = rng.range(0, W);
      const idx = Math.min(N, Math.max(0, Math.round((x / W) * N)));
      const y = pts[idx][1] + rng.range(1, 14);
      const r = rng.range(1.5, 3.8);
      out += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(r * 1.3)}" ry="${f1(r)}" fill="${tc}" opacity="${f1(rng.range(0.18, 0.4))}"/>`;
    }
  }
  s.background.push(out);
  return pts;
}

// Vegetation sprites scaled by perspective: soft, model-like canopies with
// gradient shading (architectural-visualisation style rather than clip-art).
export function treeSprite(kind, rng, { color = "#6f7d64", haze = null, size = 1 } = {}) {
  const seed = Math.floor(rng.range(0, 1e6));
  const sunLeft = rng() < 2; // light comes from the left in most scenes
  return (x, y, ppm, s) => {
    let a = seed;
    const lr = () => {
      a = (a * 1103515245 + 12345) % 2147483648;
      return a / 2147483648;
    };
    const hz = haze ?? Math.min(0.8, s.hazeAmount(s.cam.focal / Math.max(ppm, 0.01)) * 1.0);
    const c = mix(color, s.haze, hz);
    const dark = mix(darken(color, 0.35), s.haze, hz);
    const light = mix(mix(color, "#f3e3c3", 0.3), s.haze, hz);
    const trunkC = mix("#4a4038", s.haze, hz);
    const sx = sunLeft ? -1 : 1;
    let h;
    let rx;
    let ry;
    let cy;
    if (kind === "cypress") {
      h = 10 * size * ppm;
      rx = 0.95 * size * ppm;
      ry = h * 0.5;
      cy = y - ry * 0.98;
    } else if (kind === "pine") {
      h = 13 * size * ppm;
      rx = 2.3 * size * ppm;
      ry = h * 0.42;
      cy = y - h * 0.5;
    } else if (kind === "small") {
      h = 4 * size * ppm;
      rx = 1.5 * size * ppm;
      ry = 1.35 * size * ppm;
      cy = y - h + ry;
    } else {
      h = 8.5 * size * ppm;
      rx = 3.1 * size * ppm;
      ry = 2.9 * size * ppm;
      cy = y - h + ry;
    }
    // canopy outline: noisy superellipse (pine: cone)
    const N = 28;
    const pts = [];
    const ph1 = lr() * 6.28;
    const ph2 = lr() * 6.28;
    for (let i = 0; i < N; i++) {
      const t = (i / N) * Math.PI * 2;
      let r = 1 + 0.05 * Math.sin(t * 3 + ph1) + 0.04 * Math.sin(t * 5 + ph2) + (lr() - 0.5) * 0.04;
      let px = Math.cos(t);
      let py = Math.sin(t);
      if (kind === "pine") {
        // cone: narrow at the top
        const k = (py + 1) / 2; // 0 top → 1 bottom
        px *= 0.12 + 0.88 * Math.pow(k, 0.9);
        r *= 1;
      }
      if (kind === "cypress") {
        const k = (py + 1) / 2;
        px *= 0.35 + 0.65 * Math.sin(Math.min(1, k * 1.15) * Math.PI * 0.62);
      }
      pts.push([x + px * rx * r, cy + py * ry * r]);
    }
    const d = `M${pts2(pts).replace(/ /g, " L")} Z`;
    const gid = s.radialGradient(x + sx * rx * 0.45, cy - ry * 0.5, Math.max(rx, ry) * 1.45, [
      [0, light],
      [0.45, c],
      [1, dark],
    ]);
    let out = "";
    // trunk
    if (kind !== "cypress") {
      const tw = Math.max(0.6, 0.16 * size * ppm);
      out += `<path d="M${f1(x - tw)},${f1(y)} L${f1(x - tw * 0.6)},${f1(cy)} L${f1(x + tw * 0.6)},${f1(cy)} L${f1(x + tw)},${f1(y)} Z" fill="${trunkC}"/>`;
    }
    out += `<path d="${d}" fill="url(#${gid})"/>`;
    // a couple of inner leaf-mass shadows for volume
    if (ppm > 6 && kind !== "cypress") {
      for (let i = 0; i < 3; i++) {
        const ox = x + (lr() - 0.3) * rx * 0.9 * -sx;
        const oy = cy + (lr() - 0.2) * ry * 0.8;
        out += `<ellipse cx="${f1(ox)}" cy="${f1(oy)}" rx="${f1(rx * 0.45)}" ry="${f1(ry * 0.3)}" fill="${dark}" opacity="0.22"/>`;
      }
    }
    return out;
  };
}

export function rain(s, rng, { count = 420, angle = 0.18, opacity = 0.25, color = "#cfd8e3", len = [18, 46] } = {}) {
  let out = `<g opacity="${opacity}" stroke="${color}" stroke-linecap="round">`;
  for (let i = 0; i < count; i++) {
    const x = rng.range(-0.1, 1.1) * s.W;
    const y = rng.range(-0.05, 1) * s.H;
    const l = rng.range(len[0], len[1]);
    out += `<line x1="${f1(x)}" y1="${f1(y)}" x2="${f1(x - l * angle)}" y2="${f1(y + l)}" stroke-width="${f1(rng.range(0.6, 1.6))}"/>`;
  }
  out += "</g>";
  return out;
}

// Soft vignette + warm/cool grade on top of everything.
export function grade(s, { vignette = 0.28, warm = 0.0, color = "#12161c", tint = "#f3c48a" } = {}) {
  const W = s.W;
  const H = s.H;
  let out = "";
  if (warm) {
    out += `<rect width="${W}" height="${H}" fill="${tint}" opacity="${warm}" style="mix-blend-mode:soft-light"/>`;
  }
  const rg = s.radialGradient(W / 2, H * 0.48, Math.hypot(W, H) * 0.58, [
    [0.55, color, 0],
    [1, color, vignette],
  ]);
  out += `<rect width="${W}" height="${H}" fill="url(#${rg})"/>`;
  s.foreground.push(out);
}
