// Buildings and roofing details: gable houses with zinc / slate / clay roofs,
// gutters, downpipes, chimneys with flashings, windows, scaffolding.
import { v, mix, darken, lighten, f1, pts2 } from "./engine.mjs";

export const MAT = {
  zinc: "#9aa3aa",
  zincAnthra: "#5b6168",
  zincDark: "#6f777e",
  slate: "#48515b",
  tile: "#a8654a",
  tileOld: "#9b6a55",
  copper: "#b8723d",
  copperBright: "#d08a4c",
  render: "#e4dccf",
  renderWarm: "#e2d2bc",
  stone: "#c9b89d",
  wood: "#8a6a4c",
  frame: "#eeeae2",
  frameDark: "#3c4248",
  membrane: "#3f4449",
  gravel: "#b9b2a5",
};

// ---------------------------------------------------------------- roof decor
const fadeFor = (px) => Math.max(0, Math.min(1, (px - 0.35) / 1.1));

/** Standing-seam zinc panels: raised ribs from eave to ridge. */
export function seamDecor({ spacing = 0.52, rib = 0.03, rng, tint = 0.05, sheen = 0.1, sheenAt = 0.45 } = {}) {
  return (s, it) => {
    const q = it.pts; // eaveL eaveR ridgeR ridgeL
    const base = s.lit(it.color, it.n, it.c, { metal: it.metal });
    const hi = lighten(base, 0.45);
    const sh = darken(base, 0.38);
    const wid = v.len(v.sub(q[1], q[0]));
    const du = v.norm(v.sub(q[1], q[0]));
    const lift = v.mul(it.n, rib);
    const side = v.dot(du, s.sun) > 0 ? 1 : -1;
    let out = "";
    const n = Math.floor(wid / spacing);
    // soft sky sheen across the plane
    if (sheen) {
      const A = s.P(v.quad(q, 0, 0));
      const B = s.P(v.quad(q, 1, 1));
      const gid = s.linearGradient(A[0], A[1], B[0], B[1], [
        [0, "#ffffff", 0],
        [sheenAt, "#ffffff", sheen],
        [Math.min(1, sheenAt + 0.3), "#ffffff", 0],
      ]);
      out += `<polygon points="${pts2(q.map((p) => s.P(p)))}" fill="url(#${gid})"/>`;
    }
    // panel tone variation
    for (let i = 0; i < n + 1; i++) {
      const u0 = (i * spacing) / wid;
      const u1 = Math.min(1, ((i + 1) * spacing) / wid);
      const k = rng ? rng.range(-1, 1) : i % 2 ? 1 : -1;
      if (Math.abs(k) < 0.35) continue;
      const pol = [v.quad(q, u0, 0), v.quad(q, u1, 0), v.quad(q, u1, 1), v.quad(q, u0, 1)].map((p) => s.P(p));
      out += `<polygon points="${pts2(pol)}" fill="${k > 0 ? "#ffffff" : "#0b1016"}" opacity="${f1(Math.abs(k) * tint * 100) / 100}"/>`;
    }
    for (let i = 1; i <= n; i++) {
      const u = (i * spacing) / wid;
      const a = v.quad(q, u, 0);
      const b = v.quad(q, u, 1);
      const ppm = s.cam.ppm(v.lerp(a, b, 0.2));
      const op = fadeFor(rib * ppm);
      if (op <= 0) continue;
      const off = v.mul(du, rib * 1.6 * side);
      const shadow = [a, b, v.add(b, off), v.add(a, off)].map((p) => s.P(p));
      const top = [
        v.add(a, lift),
        v.add(b, lift),
        v.add(v.add(b, lift), v.mul(du, rib * 0.7)),
        v.add(v.add(a, lift), v.mul(du, rib * 0.7)),
      ].map((p) => s.P(p));
      out += `<polygon points="${pts2(shadow)}" fill="${sh}" opacity="${f1(op * 0.7 * 100) / 100}"/>`;
      out += `<polygon points="${pts2(top)}" fill="${hi}" opacity="${f1(op * 100) / 100}"/>`;
      // sub-pixel fallback: a hairline keeps far seams readable
      const A = s.P(v.add(a, lift));
      const B = s.P(v.add(b, lift));
      out += `<line x1="${f1(A[0])}" y1="${f1(A[1])}" x2="${f1(B[0])}" y2="${f1(B[1])}" stroke="${hi}" stroke-width="0.7" opacity="${f1((0.35 + 0.4 * (1 - op)) * 100) / 100}"/>`;
    }
    return out;
  };
}

/** Natural slate: staggered courses with slight tone variation. */
export function slateDecor({ course = 0.19, slateW = 0.3, rng } = {}) {
  return (s, it) => {
    const q = it.pts;
    const base = s.lit(it.color, it.n, it.c, {});
    const line = darken(base, 0.45);
    const hl = lighten(base, 0.12);
    const wid = v.len(v.sub(q[1], q[0]));
    const len = v.len(v.sub(q[3], q[0]));
    const nc = Math.floor(len / course);
    let out = "";
    for (let i = 0; i < nc; i++) {
      const w0 = (i * course) / len;
      const w1 = ((i + 1) * course) / len;
      const a = v.quad(q, 0, w0);
      const ppm = s.cam.ppm(v.lerp(a, v.quad(q, 1, w0), 0.5));
      const op = fadeFor(0.025 * ppm * 1.4);
      const A = s.P(a);
      const B = s.P(v.quad(q, 1, w0));
      out += `<line x1="${f1(A[0])}" y1="${f1(A[1])}" x2="${f1(B[0])}" y2="${f1(B[1])}" stroke="${line}" stroke-width="${f1(Math.max(0.6, 0.022 * ppm))}" opacity="${f1((0.3 + 0.5 * op) * 100) / 100}"/>`;
      if (op < 0.15) continue;
      const ns = Math.ceil(wid / slateW) + 1;
      const off = (i % 2) * 0.5;
      for (let j = 0; j < ns; j++) {
        const u0 = ((j + off) * slateW) / wid;
        const u1 = Math.min(1, ((j + off + 1) * slateW) / wid);
        if (u0 > 1) break;
        const J0 = s.P(v.quad(q, u0, w0));
        const J1 = s.P(v.quad(q, u0, w1));
        out += `<line x1="${f1(J0[0])}" y1="${f1(J0[1])}" x2="${f1(J1[0])}" y2="${f1(J1[1])}" stroke="${line}" stroke-width="${f1(Math.max(0.5, 0.012 * ppm))}" opacity="${f1(op * 0.6 * 100) / 100}"/>`;
        if (rng && rng() < 0.3) {
          const pol = [v.quad(q, Math.max(0, u0), w0), v.quad(q, u1, w0), v.quad(q, u1, w1), v.quad(q, Math.max(0, u0), w1)].map(
            (p) => s.P(p),
          );
          out += `<polygon points="${pts2(pol)}" fill="${rng() < 0.5 ? hl : darken(base, 0.12)}" opacity="${f1(rng.range(0.2, 0.55) * op)}"/>`;
        }
      }
    }
    return out;
  };
}

/** Clay roman tiles: rounded ribs eave→ridge, course shadows. */
export function tileDecor({ pitch = 0.21, course = 0.36, rng } = {}) {
  return (s, it) => {
    const q = it.pts;
    const base = s.lit(it.color, it.n, it.c, {});
    const hi = lighten(base, 0.22);
    const sh = darken(base, 0.35);
    const wid = v.len(v.sub(q[1], q[0]));
    const len = v.len(v.sub(q[3], q[0]));
    const du = v.norm(v.sub(q[1], q[0]));
    let out = "";
    const nr = Math.floor(wid / pitch);
    for (let i = 0; i <= nr; i++) {
      const u = (i * pitch) / wid;
      const a = v.quad(q, u, 0);
      const b = v.quad(q, u, 1);
      const ppm = s.cam.ppm(v.lerp(a, b, 0.3));
      const op = fadeFor(0.05 * ppm);
      const w = pitch * 0.28;
      const shadow = [a, b, v.add(b, v.mul(du, w)), v.add(a, v.mul(du, w))].map((p) => s.P(p));
      const light = [
        v.add(a, v.mul(du, -w * 1.3)),
        v.add(b, v.mul(du, -w * 1.3)),
        v.add(b, v.mul(du, -w * 0.2)),
        v.add(a, v.mul(du, -w * 0.2)),
      ].map((p) => s.P(p));
      out += `<polygon points="${pts2(shadow)}" fill="${sh}" opacity="${f1((0.25 + 0.4 * op) * 100) / 100}"/>`;
      if (op > 0.05) out += `<polygon points="${pts2(light)}" fill="${hi}" opacity="${f1(op * 0.55 * 100) / 100}"/>`;
    }
    const nc = Math.floor(len / course);
    for (let j = 1; j <= nc; j++) {
      const w0 = (j * course) / len;
      const a = v.quad(q, 0, w0);
      const b = v.quad(q, 1, w0);
      const ppm = s.cam.ppm(v.lerp(a, b, 0.5));
      const band = [a, b, v.quad(q, 1, w0 + 0.035 / len), v.quad(q, 0, w0 + 0.035 / len)].map((p) => s.P(p));
      out += `<polygon points="${pts2(band)}" fill="${darken(base, 0.5)}" opacity="${f1((0.2 + 0.35 * fadeFor(0.03 * ppm)) * 100) / 100}"/>`;
    }
    if (rng) {
      // weathering: a few tiles lighter/darker
      for (let k = 0; k < (wid * len) / 1.2; k++) {
        const u = rng();
        const w0 = Math.floor(rng() * nc) * (course / len);
        const pol = [
          v.quad(q, u, w0),
          v.quad(q, u + pitch / wid, w0),
          v.quad(q, u + pitch / wid, w0 + course / len),
          v.quad(q, u, w0 + course / len),
        ].map((p) => s.P(p));
        out += `<polygon points="${pts2(pol)}" fill="${rng() < 0.5 ? "#d9a27c" : "#4d2e22"}" opacity="${f1(rng.range(0.06, 0.18))}"/>`;
      }
    }
    return out;
  };
}

/** Bituminous / synthetic membrane strips with welded laps. */
export function membraneDecor({ strip = 1.0, along = "u", rng, lap = "#2f3337", hi = "#6d747b" } = {}) {
  return (s, it) => {
    const q = it.pts;
    const base = s.lit(it.color, it.n, it.c, {});
    const wid = v.len(v.sub(q[1], q[0]));
    const len = v.len(v.sub(q[3], q[0]));
    let out = "";
    const L = along === "u" ? wid : len;
    const n = Math.floor(L / strip);
    for (let i = 0; i <= n; i++) {
      const t = (i * strip) / L;
      const a = along === "u" ? v.quad(q, t, 0) : v.quad(q, 0, t);
      const b = along === "u" ? v.quad(q, t, 1) : v.quad(q, 1, t);
      const t2 = t + 0.06 / L;
      const a2 = along === "u" ? v.quad(q, t2, 0) : v.quad(q, 0, t2);
      const b2 = along === "u" ? v.quad(q, t2, 1) : v.quad(q, 1, t2);
      const ppm = s.cam.ppm(v.lerp(a, b, 0.5));
      const op = 0.35 + 0.5 * fadeFor(0.02 * ppm);
      out += `<polygon points="${pts2([a, b, b2, a2].map((p) => s.P(p)))}" fill="${lighten(base, 0.12)}" opacity="${f1(op * 0.6 * 100) / 100}"/>`;
      const A = s.P(a);
      const B = s.P(b);
      out += `<line x1="${f1(A[0])}" y1="${f1(A[1])}" x2="${f1(B[0])}" y2="${f1(B[1])}" stroke="${lap}" stroke-width="${f1(Math.max(0.6, 0.012 * ppm))}" opacity="${f1(op)}"/>`;
      if (rng && i < n) {
        const t3 = ((i + 1) * strip) / L;
        const pol =
          along === "u"
            ? [v.quad(q, t, 0), v.quad(q, t3, 0), v.quad(q, t3, 1), v.quad(q, t, 1)]
            : [v.quad(q, 0, t), v.quad(q, 1, t), v.quad(q, 1, t3), v.quad(q, 0, t3)];
        out += `<polygon points="${pts2(pol.map((p) => s.P(p)))}" fill="${rng() < 0.5 ? hi : "#1c1f22"}" opacity="${f1(rng.range(0.02, 0.08) * 100) / 100}"/>`;
      }
    }
    return out;
  };
}

/** Horizontal lines (render courses, cladding joints). */
export function linesDecor({ every = 0.6, along = "v", color = "#000", opacity = 0.08, width = 0.015 } = {}) {
  return (s, it) => {
    const q = it.pts;
    const wid = v.len(v.sub(q[1], q[0]));
    const len = v.len(v.sub(q[3], q[0]));
    const L = along === "v" ? len : wid;
    let out = "";
    for (let t = every; t < L; t += every) {
      const k = t / L;
      const a = along === "v" ? v.quad(q, 0, k) : v.quad(q, k, 0);
      const b = along === "v" ? v.quad(q, 1, k) : v.quad(q, k, 1);
      const A = s.P(a);
      const B = s.P(b);
      out += `<line x1="${f1(A[0])}" y1="${f1(A[1])}" x2="${f1(B[0])}" y2="${f1(B[1])}" stroke="${color}" stroke-width="${f1(Math.max(0.5, width * s.cam.ppm(v.lerp(a, b, 0.5))))}" opacity="${opacity}"/>`;
    }
    return out;
  };
}

/** Vertical gradient darkening near the bottom of a wall (ambient occlusion) and a soffit shadow at the top. */
export function wallShade({ top = 0.35, bottom = 0.18, eaveShadow = 0.5 } = {}) {
  return (s, it) => {
    const ys = it.pts.map((p) => s.P(p)[1]);
    const xs = it.pts.map((p) => s.P(p)[0]);
    const y0 = Math.min(...ys);
    const y1 = Math.max(...ys);
    const g = s.linearGradient(0, y0, 0, y1, [
      [0, "#141a22", top],
      [Math.min(0.45, 0.06 + eaveShadow * 0.1), "#141a22", 0],
      [0.8, "#141a22", 0],
      [1, "#141a22", bottom],
    ]);
    return `<rect x="${f1(Math.min(...xs) - 2)}" y="${f1(y0 - 2)}" width="${f1(Math.max(...xs) - Math.min(...xs) + 4)}" height="${f1(y1 - y0 + 4)}" fill="url(#${g})"/>`;
  };
}

// ---------------------------------------------------------------- elements
/** A window on a wall plane: origin o, unit vectors u (along wall), w (up), outward normal n. */
export function wallWindow(
  s,
  o,
  u,
  w,
  n,
  { at, width = 1.1, height = 1.35, frame = MAT.frame, glass = null, lit = false, shutters = null, bars = 2, sill = true } = {},
) {
  const P = (a, b, d = 0) => v.add(v.add(v.add(o, v.mul(u, a)), v.mul(w, b)), v.mul(n, d));
  const [a0, b0] = at;
  // a window on a wall facing away from the camera is hidden (its bars are lines, which are not culled)
  if (v.dot(n, v.sub(s.cam.pos, o)) <= 0) return;
  const a1 = a0 + width;
  const b1 = b0 + height;
  const prev = s.order;
  s.order = prev + 1;
  // reveal (dark recess) + frame
  s.poly(
    [P(a0 - 0.06, b0 - 0.04, 0.01), P(a1 + 0.06, b0 - 0.04, 0.01), P(a1 + 0.06, b1 + 0.06, 0.01), P(a0 - 0.06, b1 + 0.06, 0.01)],
    { color: darken(frame, 0.08), normal: n, flat: true },
  );
  const fi = 0.07;
  const gq = [P(a0 + fi, b0 + fi, 0.015), P(a1 - fi, b0 + fi, 0.015), P(a1 - fi, b1 - fi, 0.015), P(a0 + fi, b1 - fi, 0.015)];
  const G = gq.map((p) => s.P(p));
  const top = Math.min(...G.map((p) => p[1]));
  const bot = Math.max(...G.map((p) => p[1]));
  const gl = glass || (lit ? ["#ffd9a1", "#f0a962"] : [mix(s.skyLight, "#ffffff", 0.25), "#2c3540"]);
  const gid = lit
    ? s.linearGradient(0, top, 0, bot, [
        [0, gl[0]],
        [1, gl[1]],
      ])
    : s.linearGradient(G[0][0], top, G[1][0] + (bot - top) * 0.4, bot, [
        [0, gl[0]],
        [0.45, mix(gl[0], gl[1], 0.75)],
        [1, gl[1]],
      ]);
  s.poly(gq, { color: "#000", normal: n, fillOverride: `url(#${gid})` });
  s.order = prev + 2;
  // glazing bars
  const barC = s.lit(frame, n, o, {});
  for (let i = 1; i < bars; i++) {
    const a = a0 + ((a1 - a0) * i) / bars;
    s.line(P(a, b0 + fi, 0.02), P(a, b1 - fi, 0.02), { color: barC, width: 0.045, cap: "butt" });
  }
  if (height > 1)
    s.line(P(a0 + fi, b0 + (b1 - b0) * 0.62, 0.02), P(a1 - fi, b0 + (b1 - b0) * 0.62, 0.02), {
      color: barC,
      width: 0.04,
      cap: "butt",
    });
  if (sill === "alu") {
    // lacquered aluminium sill flashing (bavette d'appui) with drip and side returns
    const c = MAT.frameDark;
    s.poly(
      [P(a0 - 0.04, b0 - 0.01, 0.07), P(a1 + 0.04, b0 - 0.01, 0.07), P(a1 + 0.04, b0 + 0.02, 0), P(a0 - 0.04, b0 + 0.02, 0)],
      { color: lighten(c, 0.15), normal: v.norm(v.add(w, v.mul(n, 0.4))), flat: true, metal: 0.35 },
    );
    s.poly(
      [
        P(a0 - 0.04, b0 - 0.05, 0.075),
        P(a1 + 0.04, b0 - 0.05, 0.075),
        P(a1 + 0.04, b0 - 0.01, 0.075),
        P(a0 - 0.04, b0 - 0.01, 0.075),
      ],
      { color: c, normal: n, flat: true, metal: 0.3 },
    );
  } else if (sill) {
    const up = w;
    s.poly([P(a0 - 0.1, b0 - 0.02, 0.08), P(a1 + 0.1, b0 - 0.02, 0.08), P(a1 + 0.1, b0 - 0.02, 0), P(a0 - 0.1, b0 - 0.02, 0)], {
      color: "#cfc8bc",
      normal: up,
      flat: true,
    });
    s.poly(
      [P(a0 - 0.1, b0 - 0.08, 0.08), P(a1 + 0.1, b0 - 0.08, 0.08), P(a1 + 0.1, b0 - 0.02, 0.08), P(a0 - 0.1, b0 - 0.02, 0.08)],
      { color: "#bfb8ac", normal: n, flat: true },
    );
  }
  if (shutters) {
    const sw = width / 2 + 0.02;
    for (const [x0, x1] of [
      [a0 - 0.08 - sw, a0 - 0.08],
      [a1 + 0.08, a1 + 0.08 + sw],
    ]) {
      s.poly([P(x0, b0, 0.04), P(x1, b0, 0.04), P(x1, b1, 0.04), P(x0, b1, 0.04)], {
        color: shutters,
        normal: n,
        decor: linesDecor({ every: 0.09, along: "v", color: "#000", opacity: 0.14, width: 0.012 }),
      });
    }
  }
  if (lit) {
    const cx = (G[0][0] + G[2][0]) / 2;
    const cy = (G[0][1] + G[2][1]) / 2;
    const rg = s.radialGradient(cx, cy, (bot - top) * 1.6, [
      [0, "#ffc77d", 0.35],
      [1, "#ffc77d", 0],
    ]);
    s.raw(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1((bot - top) * 1.6)}" fill="url(#${rg})"/>`, o);
  }
  s.order = prev;
}

/**
 * Gable house, ridge along X. Front facade at z = z0 faces -Z.
 * Returns useful anchor points (eaves, ridge, plane functions).
 */
export function house(s, rng, o) {
  const {
    x0 = 0,
    z0 = 0,
    w = 10,
    d = 8,
    h = 5.5,
    pitch = 35,
    oh = 0.45,
    roof = "zinc",
    roofColor,
    wall = MAT.render,
    gutter = MAT.zinc,
    gutterMetal = 0.75,
    downpipes = "both",
    chimney = null,
    windows = [],
    sideWindows = [],
    door = null,
    shadow = true,
    roofDecor = null,
    base = MAT.stone,
    plinth = 0.4,
    lit = false,
    gutterFront = true,
    gutterBack = true,
    scaffold = false,
    tarp = null,
    seamSpacing = 0.52,
    shutters = null,
    roofMetal,
  } = o;
  const x1 = x0 + w;
  const z1 = z0 + d;
  const zc = z0 + d / 2;
  const t = Math.tan((pitch * Math.PI) / 180);
  const rh = (d / 2) * t;
  const yE = h - oh * t;
  const yR = h + rh;
  const rc = roofColor || { zinc: MAT.zinc, zincAnthra: MAT.zincAnthra, slate: MAT.slate, tile: MAT.tile }[roof];
  const metal = roofMetal ?? (roof.startsWith("zinc") ? 0.55 : roof === "slate" ? 0.12 : 0);
  const decorFor = () =>
    roofDecor ||
    (roof.startsWith("zinc")
      ? seamDecor({ spacing: seamSpacing, rng })
      : roof === "slate"
        ? slateDecor({ rng })
        : tileDecor({ rng }));
  const roofY = (z) => (z < zc ? h + (z - z0) * t : h + (z1 - z) * t);
  const res = { x0, x1, z0, z1, zc, h, yE, yR, roofY, t, oh };
  const anchor = [x0 + w / 2, h / 2, zc];
  if (shadow) {
    const pts = [
      [x0 - oh, 0, z0 - oh],
      [x1 + oh, 0, z0 - oh],
      [x1 + oh, 0, z1 + oh],
      [x0 - oh, 0, z1 + oh],
      [x0 - oh, yE, z0 - oh],
      [x1 + oh, yE, z0 - oh],
      [x1 + oh, yE, z1 + oh],
      [x0 - oh, yE, z1 + oh],
      [x0 - oh, yR, zc],
      [x1 + oh, yR, zc],
    ];
    s.groundShadow(pts, { opacity: 0.3, blur: 5 });
  }
  s.group(anchor, () => {
    s.order = 0;
    // walls
    const wallOpts = (dec) => ({ color: wall, decor: dec });
    s.poly(
      [
        [x0, 0, z0],
        [x1, 0, z0],
        [x1, h, z0],
        [x0, h, z0],
      ],
      { ...wallOpts(wallShade()), normal: [0, 0, -1] },
    );
    s.poly(
      [
        [x1, 0, z1],
        [x0, 0, z1],
        [x0, h, z1],
        [x1, h, z1],
      ],
      { ...wallOpts(wallShade()), normal: [0, 0, 1] },
    );
    s.poly(
      [
        [x0, 0, z1],
        [x0, 0, z0],
        [x0, h, z0],
        [x0, yR, zc],
        [x0, h, z1],
      ],
      { ...wallOpts(wallShade({ top: 0.2 })), normal: [-1, 0, 0] },
    );
    s.poly(
      [
        [x1, 0, z0],
        [x1, 0, z1],
        [x1, h, z1],
        [x1, yR, zc],
        [x1, h, z0],
      ],
      { ...wallOpts(wallShade({ top: 0.2 })), normal: [1, 0, 0] },
    );
    // plinth
    if (plinth) {
      s.order = 1;
      s.poly(
        [
          [x0 - 0.03, 0, z0 - 0.03],
          [x1 + 0.03, 0, z0 - 0.03],
          [x1 + 0.03, plinth, z0 - 0.03],
          [x0 - 0.03, plinth, z0 - 0.03],
        ],
        { color: base, normal: [0, 0, -1] },
      );
      s.poly(
        [
          [x0 - 0.03, 0, z1],
          [x0 - 0.03, 0, z0 - 0.03],
          [x0 - 0.03, plinth, z0 - 0.03],
          [x0 - 0.03, plinth, z1],
        ],
        { color: base, normal: [-1, 0, 0] },
      );
      s.poly(
        [
          [x1 + 0.03, 0, z0 - 0.03],
          [x1 + 0.03, 0, z1],
          [x1 + 0.03, plinth, z1],
          [x1 + 0.03, plinth, z0 - 0.03],
        ],
        { color: base, normal: [1, 0, 0] },
      );
    }
    s.order = 0;
    // windows on front
    for (const wdw of windows) wallWindow(s, [x0, 0, z0], [1, 0, 0], [0, 1, 0], [0, 0, -1], { shutters, lit, ...wdw });
    for (const wdw of sideWindows) {
      if (wdw.side === "right") wallWindow(s, [x1, 0, z0], [0, 0, 1], [0, 1, 0], [1, 0, 0], { shutters, lit, ...wdw });
      else wallWindow(s, [x0, 0, z1], [0, 0, -1], [0, 1, 0], [-1, 0, 0], { shutters, lit, ...wdw });
    }
    if (door)
      wallWindow(s, [x0, 0, z0], [1, 0, 0], [0, 1, 0], [0, 0, -1], {
        frame: door.frame || MAT.frameDark,
        glass: door.glass || ["#4a4f55", "#2a2e33"],
        width: 1.0,
        height: 2.15,
        bars: 1,
        sill: false,
        lit: false,
        shutters: null,
        ...door,
      });
    // soffits
    s.order = 3;
    const th = 0.2;
    const camFront0 = s.cam.pos[2] < zc;
    s.order = camFront0 ? 3 : -1;
    s.poly(
      [
        [x0 - oh, yE - th, z0 - oh],
        [x1 + oh, yE - th, z0 - oh],
        [x1, h - 0.05, z0],
        [x0, h - 0.05, z0],
      ],
      { color: "#efe9df", normal: [0, -1, 0] },
    );
    s.order = camFront0 ? -1 : 3;
    s.poly(
      [
        [x1 + oh, yE - th, z1 + oh],
        [x0 - oh, yE - th, z1 + oh],
        [x0, h - 0.05, z1],
        [x1, h - 0.05, z1],
      ],
      { color: "#efe9df", normal: [0, -1, 0] },
    );
    // undersides of the gable overhangs (visible from low viewpoints)
    {
      const camLeft = s.cam.pos[0] < x0 + w / 2;
      const ux0 = camLeft ? x0 - oh : x1;
      const ux1 = camLeft ? x0 : x1 + oh;
      const dn = -0.2;
      s.order = 3;
      s.poly(
        [
          [ux0, yE + dn, z0 - oh],
          [ux1, yE + dn, z0 - oh],
          [ux1, yR + dn, zc],
          [ux0, yR + dn, zc],
        ],
        { color: "#e6e0d6", normal: v.norm([0, -1, t]), flat: true },
      );
      s.poly(
        [
          [ux0, yE + dn, z1 + oh],
          [ux1, yE + dn, z1 + oh],
          [ux1, yR + dn, zc],
          [ux0, yR + dn, zc],
        ],
        { color: "#e6e0d6", normal: v.norm([0, -1, -t]), flat: true },
      );
    }
    // roof planes
    s.order = 4;
    const nF = v.norm([0, 1, -t]);
    const nB = v.norm([0, 1, t]);
    const eFL = [x0 - oh, yE, z0 - oh];
    const eFR = [x1 + oh, yE, z0 - oh];
    const rR = [x1 + oh, yR, zc];
    const rL = [x0 - oh, yR, zc];
    const eBL = [x0 - oh, yE, z1 + oh];
    const eBR = [x1 + oh, yE, z1 + oh];
    const roofOpts = { color: rc, metal, shininess: 18 };
    s.poly([eBR, eBL, rL, rR], {
      ...roofOpts,
      normal: nB,
      decor: decorFor(),
      gradAxis: [
        [x0 + w / 2, yE, z1 + oh],
        [x0 + w / 2, yR, zc],
      ],
    });
    const front = s.poly([eFL, eFR, rR, rL], {
      ...roofOpts,
      normal: nF,
      decor: decorFor(),
      gradAxis: [
        [x0 - oh, yE, z0 - oh],
        [x1 + oh, yR, zc],
      ],
    });
    res.front = { q: [eFL, eFR, rR, rL], n: nF, item: front };
    res.back = { q: [eBR, eBL, rL, rR], n: nB };
    // roof edges (fascia & verge boards)
    s.order = 5;
    const edge = roof.startsWith("zinc") ? darken(rc, 0.1) : roof === "slate" ? MAT.zincDark : "#8f8a82";
    const down = [0, -th, 0];
    s.poly([eFL, eFR, v.add(eFR, down), v.add(eFL, down)], { color: edge, normal: [0, 0, -1], metal: 0.3 });
    s.poly([eBR, eBL, v.add(eBL, down), v.add(eBR, down)], { color: edge, normal: [0, 0, 1], metal: 0.3 });
    s.poly([eFL, rL, v.add(rL, down), v.add(eFL, down)], { color: edge, normal: [-1, 0, 0], metal: 0.3 });
    s.poly([rL, eBL, v.add(eBL, down), v.add(rL, down)], { color: edge, normal: [-1, 0, 0], metal: 0.3 });
    s.poly([rR, eFR, v.add(eFR, down), v.add(rR, down)], { color: edge, normal: [1, 0, 0], metal: 0.3 });
    s.poly([eBR, rR, v.add(rR, down), v.add(eBR, down)], { color: edge, normal: [1, 0, 0], metal: 0.3 });
    // ridge cap
    s.order = 6;
    const capC = roof === "tile" ? darken(rc, 0.05) : roof === "slate" ? MAT.zincDark : lighten(rc, 0.05);
    const cw = roof === "tile" ? 0.16 : 0.1;
    s.poly(
      [
        [x0 - oh, yR + 0.06, zc],
        [x1 + oh, yR + 0.06, zc],
        [x1 + oh, yR - cw * t, zc - cw],
        [x0 - oh, yR - cw * t, zc - cw],
      ],
      { color: capC, normal: nF, metal: metal * 0.8, flat: true },
    );
    s.poly(
      [
        [x1 + oh, yR + 0.06, zc],
        [x0 - oh, yR + 0.06, zc],
        [x0 - oh, yR - cw * t, zc + cw],
        [x1 + oh, yR - cw * t, zc + cw],
      ],
      { color: capC, normal: nB, metal: metal * 0.8, flat: true },
    );
    // chimney on front plane
    if (chimney) {
      const {
        x = x0 + w * 0.7,
        size = 0.7,
        depth = 0.6,
        top = 1.1,
        color: cc = MAT.render,
        capColor = MAT.zincDark,
        flash = MAT.zinc,
      } = chimney;
      const cz1 = zc - 0.15;
      const cz0 = cz1 - depth;
      const cx0 = x - size / 2;
      const cx1 = x + size / 2;
      const yTop = yR + top;
      s.order = 7;
      s.poly(
        [
          [cx0, roofY(cz0), cz0],
          [cx1, roofY(cz0), cz0],
          [cx1, yTop, cz0],
          [cx0, yTop, cz0],
        ],
        { color: cc, normal: [0, 0, -1] },
      );
      s.poly(
        [
          [cx0, roofY(cz1), cz1],
          [cx0, roofY(cz0), cz0],
          [cx0, yTop, cz0],
          [cx0, yTop, cz1],
        ],
        { color: cc, normal: [-1, 0, 0] },
      );
      s.poly(
        [
          [cx1, roofY(cz0), cz0],
          [cx1, roofY(cz1), cz1],
          [cx1, yTop, cz1],
          [cx1, yTop, cz0],
        ],
        { color: cc, normal: [1, 0, 0] },
      );
      // cap
      s.box([cx0 - 0.06, yTop, cz0 - 0.06], [cx1 + 0.06, yTop + 0.1, cz1 + 0.06], { color: capColor, metal: 0.4 });
      // flashing: front apron (bavette) and stepped side flashings (solins)
      s.order = 8;
      const fh = 0.16;
      s.poly(
        [
          [cx0 - 0.1, roofY(cz0 - 0.22), cz0 - 0.22],
          [cx1 + 0.1, roofY(cz0 - 0.22), cz0 - 0.22],
          [cx1 + 0.1, roofY(cz0) + fh, cz0 - 0.005],
          [cx0 - 0.1, roofY(cz0) + fh, cz0 - 0.005],
        ],
        { color: flash, metal: 0.7, normal: v.norm([0, 1, -0.6]) },
      );
      for (const [sx, nx] of [
        [cx0 - 0.005, -1],
        [cx1 + 0.005, 1],
      ]) {
        s.poly(
          [
            [sx, roofY(cz0), cz0],
            [sx, roofY(cz1), cz1],
            [sx, roofY(cz1) + fh, cz1],
            [sx, roofY(cz0) + fh, cz0],
          ],
          { color: flash, normal: [nx, 0, 0], metal: 0.7 },
        );
      }
      res.chimney = { cx0, cx1, cz0, cz1, yTop };
      s.order = 4;
    }
    // gutters (half-round) and downpipes
    s.order = 9;
    const gr = 0.085;
    const gutterAt = (zEdge, dir) => {
      const gz = zEdge + dir * (gr + 0.02);
      const gy = yE - th - 0.02;
      const a = [x0 - oh - 0.05, gy, gz];
      const b = [x1 + oh + 0.05, gy, gz];
      halfRound(s, a, b, gr, { color: gutter, metal: gutterMetal, segments: 8, frontSign: dir });
      // hooks
      for (let x = x0 - oh + 0.3; x < x1 + oh; x += 0.9) {
        s.line([x, gy + 0.01, gz + dir * gr], [x, gy + 0.01, gz - dir * gr * 0.5], { color: darken(gutter, 0.35), width: 0.02 });
      }
      return { gy, gz };
    };
    let gF;
    const camFront = s.cam.pos[2] < zc;
    s.order = camFront ? 9 : -1;
    if (gutterFront) gF = gutterAt(z0 - oh, -1);
    s.order = camFront ? -1 : 9;
    if (gutterBack) gutterAt(z1 + oh, 1);
    s.order = 9;
    res.gutterF = gF;
    if (gF && downpipes) {
      const xs = downpipes === "both" ? [x0 + 0.35, x1 - 0.35] : downpipes === "left" ? [x0 + 0.35] : [x1 - 0.35];
      for (const x of xs) {
        const pr = 0.05;
        const wz = z0 - 0.09;
        const ySw = gF.gy - 0.35;
        s.cylinder([x, gF.gy, gF.gz], [x, ySw, gF.gz], pr, { color: gutter, metal: gutterMetal, segments: 8, ref: [1, 0, 0] });
        s.cylinder([x, ySw, gF.gz], [x, ySw - 0.45, wz], pr, { color: gutter, metal: gutterMetal, segments: 8, ref: [1, 0, 0] });
        s.cylinder([x, ySw - 0.45, wz], [x, 0.05, wz], pr, { color: gutter, metal: gutterMetal, segments: 8, ref: [1, 0, 0] });
        for (let y = ySw - 0.8; y > 0.3; y -= 1.6)
          s.line([x - pr * 1.05, y, wz], [x + pr * 1.05, y, wz], { color: darken(gutter, 0.3), width: 0.035, cap: "butt" });
      }
    }
    if (tarp) {
      s.order = 10;
      const { u0 = 0.2, u1 = 0.55, w0 = 0.25, w1 = 1.02, color: tc = "#c27a3d" } = tarp;
      const q = [
        v.quad(res.front.q, u0, w0),
        v.quad(res.front.q, u1, w0),
        v.quad(res.front.q, u1, w1),
        v.quad(res.front.q, u0, w1),
      ].map((p) => v.add(p, v.mul(nF, 0.04)));
      s.poly(q, {
        color: tc,
        normal: nF,
        decor: (sc, it) => {
          let out = "";
          for (let k = 0.15; k < 1; k += 0.22) {
            const A = sc.P(v.quad(it.pts, k, 0));
            const B = sc.P(v.quad(it.pts, k + 0.08, 1));
            out += `<line x1="${f1(A[0])}" y1="${f1(A[1])}" x2="${f1(B[0])}" y2="${f1(B[1])}" stroke="#000" stroke-opacity="0.18" stroke-width="5"/>`;
          }
          return out;
        },
      });
      // sandbags / battens along edges
      s.order = 11;
      for (const [a, b] of [
        [q[0], q[1]],
        [q[1], q[2]],
        [q[3], q[0]],
      ])
        s.line(a, b, { color: "#3a332c", width: 0.06 });
    }
  });
  if (scaffold) scaffolding(s, { x0: x0 - oh - 0.3, x1: x1 + oh + 0.3, z: z0 - oh - 0.9, top: yE + 0.9, ...scaffold });
  return res;
}

export function scaffolding(s, { x0, x1, z, top, bay = 2.5, lift = 2, depth = 0.75, color = "#8b9298", plank = "#a78a66" }) {
  const anchor = [(x0 + x1) / 2, top / 2, z - 0.5];
  s.group(anchor, () => {
    s.order = 0;
    const zz = [z, z - depth];
    for (let x = x0; x <= x1 + 1e-6; x += bay) for (const zp of zz) s.line([x, 0, zp], [x, top, zp], { color, width: 0.05 });
    s.order = 1;
    for (let y = lift; y <= top + 0.01; y += lift) {
      for (const zp of zz) s.line([x0, y, zp], [x1, y, zp], { color, width: 0.045 });
      s.poly(
        [
          [x0, y, z],
          [x1, y, z],
          [x1, y, z - depth],
          [x0, y, z - depth],
        ],
        { color: plank, normal: [0, 1, 0] },
      );
      s.poly(
        [
          [x0, y - 0.15, z - depth],
          [x1, y - 0.15, z - depth],
          [x1, y, z - depth],
          [x0, y, z - depth],
        ],
        { color: darken(plank, 0.1), normal: [0, 0, -1], flat: true },
      );
      // guard rails
      s.line([x0, y + 1, z - depth], [x1, y + 1, z - depth], { color: "#c9822f", width: 0.045 });
      s.line([x0, y + 0.5, z - depth], [x1, y + 0.5, z - depth], { color, width: 0.04 });
    }
    s.order = 2;
    for (let x = x0; x < x1 - 0.1; x += bay)
      s.line([x, 0, z - depth], [x + bay, lift, z - depth], { color, width: 0.035, opacity: 0.8 });
  });
}

export function ground(s, pal, { size = 600, color, cx = 0, cz = 0, y = 0 } = {}) {
  const c = color || pal.ground;
  s.poly(
    [
      [cx - size, y, cz - size * 0.2],
      [cx + size, y, cz - size * 0.2],
      [cx + size, y, cz + size],
      [cx - size, y, cz + size],
    ],
    { color: c, normal: [0, 1, 0], plane: -2 },
  );
}

export function patch(s, pts, color, { plane = -1.5, opacity, decor } = {}) {
  return s.poly(pts, { color, normal: [0, 1, 0], plane, opacity, decor });
}

export function ladder(s, a, b, { width = 0.45, color = "#b9bfc4", rungs = 0.3 } = {}) {
  const dir = v.sub(b, a);
  const L = v.len(dir);
  const side = v.norm(v.cross(dir, [0, 0, 1]));
  const off = v.mul(side, width / 2);
  s.group(v.lerp(a, b, 0.5), () => {
    s.line(v.add(a, off), v.add(b, off), { color, width: 0.045 });
    s.line(v.sub(a, off), v.sub(b, off), { color, width: 0.045 });
    for (let d = rungs; d < L; d += rungs) {
      const p = v.lerp(a, b, d / L);
      s.line(v.add(p, off), v.sub(p, off), { color: darken(color, 0.15), width: 0.03 });
    }
  });
}

export { pts2 };

/** Clipped hedge: a box with a leafy top edge. */
export function hedge(s, rng, a, b, { height = 1.1, depth = 0.7, color = "#5f6f57" } = {}) {
  const x0 = Math.min(a[0], b[0]);
  const x1 = Math.max(a[0], b[0]);
  const z0 = Math.min(a[2], b[2]);
  const z1 = Math.max(a[2], b[2]) + (a[2] === b[2] ? depth : 0);
  const leafy = (sc, it) => {
    let out = "";
    const q = it.pts;
    const n = Math.max(8, Math.floor(v.len(v.sub(q[1], q[0])) * 6));
    for (let i = 0; i < n * 3; i++) {
      const p = sc.P(v.quad(q, rng(), rng()));
      const r = Math.max(0.6, 0.07 * sc.cam.ppm(v.quad(q, 0.5, 0.5)));
      out += `<circle cx="${f1(p[0])}" cy="${f1(p[1])}" r="${f1(r * rng.range(0.6, 1.4))}" fill="${rng() < 0.5 ? "#ffffff" : "#000000"}" opacity="${f1(rng.range(0.04, 0.12) * 100) / 100}"/>`;
    }
    return out;
  };
  s.group([(x0 + x1) / 2, height / 2, (z0 + z1) / 2], () => {
    s.box([x0, 0, z0], [x1, height, z1], {
      color: { top: lighten(color, 0.1), side: color },
      decor: {
        zmin: wallShade({ top: 0, bottom: 0.25 }),
        xmin: wallShade({ top: 0, bottom: 0.25 }),
        xmax: wallShade({ top: 0, bottom: 0.25 }),
      },
    });
    void leafy;
  });
}

/** Distant village house (simple massing, clay roof). */
export function farHouse(s, rng, x0, z0, { w = 8, d = 7, h = 5, pitch = 30, roof = "tile", wall = MAT.render } = {}) {
  return house(s, rng, {
    x0,
    z0,
    w,
    d,
    h,
    pitch,
    roof,
    wall,
    gutter: MAT.zincDark,
    downpipes: false,
    windows: [
      { at: [w * 0.2, h * 0.55], width: 0.9, height: 1.2 },
      { at: [w * 0.65, h * 0.55], width: 0.9, height: 1.2 },
    ],
    plinth: 0,
    shadow: true,
    roofDecor: () => "",
  });
}

/** Flat-roofed building with parapets, zinc copings and a membrane roof. */
export function flatRoofBuilding(s, rng, o) {
  const {
    x0 = 0,
    z0 = 0,
    w = 14,
    d = 10,
    h = 7,
    wall = MAT.render,
    parapet = 0.55,
    pt = 0.25,
    coping = MAT.zinc,
    membrane = MAT.membrane,
    membraneDecorFn,
    windows = [],
    sideWindows = [],
    lit = false,
    roofY = h,
    shadow = true,
    floorsLines = true,
  } = o;
  const x1 = x0 + w;
  const z1 = z0 + d;
  const top = h + parapet;
  const res = {
    x0,
    x1,
    z0,
    z1,
    h,
    top,
    inner: [
      [x0 + pt, h, z0 + pt],
      [x1 - pt, h, z0 + pt],
      [x1 - pt, h, z1 - pt],
      [x0 + pt, h, z1 - pt],
    ],
  };
  if (shadow) {
    const pts = [
      [x0, 0, z0],
      [x1, 0, z0],
      [x1, 0, z1],
      [x0, 0, z1],
      [x0, top, z0],
      [x1, top, z0],
      [x1, top, z1],
      [x0, top, z1],
    ];
    s.groundShadow(pts, { opacity: 0.3, blur: 5 });
  }
  s.group([x0 + w / 2, h / 2, z0 + d / 2], () => {
    s.order = 0;
    const dec = floorsLines
      ? (sc, it) => wallShade({ top: 0.12 })(sc, it) + linesDecor({ every: 3, color: "#000", opacity: 0.06, width: 0.03 })(sc, it)
      : wallShade({ top: 0.12 });
    s.poly(
      [
        [x0, 0, z0],
        [x1, 0, z0],
        [x1, top, z0],
        [x0, top, z0],
      ],
      { color: wall, normal: [0, 0, -1], decor: dec },
    );
    s.poly(
      [
        [x1, 0, z1],
        [x0, 0, z1],
        [x0, top, z1],
        [x1, top, z1],
      ],
      { color: wall, normal: [0, 0, 1], decor: dec },
    );
    s.poly(
      [
        [x0, 0, z1],
        [x0, 0, z0],
        [x0, top, z0],
        [x0, top, z1],
      ],
      { color: wall, normal: [-1, 0, 0], decor: dec },
    );
    s.poly(
      [
        [x1, 0, z0],
        [x1, 0, z1],
        [x1, top, z1],
        [x1, top, z0],
      ],
      { color: wall, normal: [1, 0, 0], decor: dec },
    );
    for (const wdw of windows)
      wallWindow(s, [x0, 0, z0], [1, 0, 0], [0, 1, 0], [0, 0, -1], { lit, frame: MAT.frameDark, ...wdw });
    for (const wdw of sideWindows) {
      if (wdw.side === "right")
        wallWindow(s, [x1, 0, z0], [0, 0, 1], [0, 1, 0], [1, 0, 0], { lit, frame: MAT.frameDark, ...wdw });
      else wallWindow(s, [x0, 0, z1], [0, 0, -1], [0, 1, 0], [-1, 0, 0], { lit, frame: MAT.frameDark, ...wdw });
    }
    // roof surface (membrane) inside the parapets
    s.order = 3;
    const I = res.inner.map((p) => [p[0], roofY, p[2]]);
    res.roof = s.poly(I, { color: membrane, normal: [0, 1, 0], decor: membraneDecorFn || membraneDecor({ strip: 1.0, rng }) });
    // inner faces of parapets
    s.order = 4;
    const ip = (a, b, n) =>
      s.poly(
        [
          [a[0], roofY, a[2]],
          [b[0], roofY, b[2]],
          [b[0], top, b[2]],
          [a[0], top, a[2]],
        ],
        {
          color: mix(wall, membrane, 0.15),
          normal: n,
          decor: (sc, it) => {
            // membrane upstand (relevé) 0.2 m
            const q = it.pts;
            const k = 0.22 / (top - roofY);
            const pol = [q[0], q[1], v.lerp(q[1], q[2], k), v.lerp(q[0], q[3], k)].map((p) => sc.P(p));
            return `<polygon points="${pts2(pol)}" fill="${sc.lit(membrane, it.n, it.c, {})}"/>`;
          },
        },
      );
    ip(I[1], I[0], [0, 0, 1]);
    ip(I[2], I[1], [-1, 0, 0]);
    ip(I[0], I[3], [1, 0, 0]);
    ip(I[3], I[2], [0, 0, -1]);
    // copings (couvertines)
    s.order = 5;
    const c = 0.04;
    const cop = (a, b) =>
      s.box(
        [Math.min(a[0], b[0]) - c, top, Math.min(a[2], b[2]) - c],
        [Math.max(a[0], b[0]) + c, top + 0.06, Math.max(a[2], b[2]) + c],
        { color: coping, metal: 0.6 },
      );
    cop([x0, 0, z0], [x1, 0, z0 + pt]);
    cop([x0, 0, z1 - pt], [x1, 0, z1]);
    cop([x0, 0, z0 + pt], [x0 + pt, 0, z1 - pt]);
    cop([x1 - pt, 0, z0 + pt], [x1, 0, z1 - pt]);
  });
  return res;
}

/** City building with a zinc/slate mansard, a zinc-lined box gutter (chéneau) and dormers. */
export function mansardBuilding(s, rng, o) {
  const {
    x0 = 0,
    z0 = 0,
    w = 12,
    d = 10,
    h = 15,
    wall = MAT.stone,
    lower = "zinc",
    lowerColor,
    upperColor = MAT.zincDark,
    dormers = 3,
    chimneys = 2,
    lit = false,
    floors = 4,
    windowsPerFloor = 4,
    cornice = true,
    chen = MAT.zinc,
    shutters = null,
    lowerDecor,
  } = o;
  const x1 = x0 + w;
  const z1 = z0 + d;
  const mH = 2.8; // steep part height
  const inset = 0.9;
  const uH = 1.2;
  const res = { x0, x1, z0, z1, h };
  const lc = lowerColor || (lower === "slate" ? MAT.slate : MAT.zinc);
  s.group([x0 + w / 2, h / 2, z0 + d / 2], () => {
    s.order = 0;
    const dec = (sc, it) =>
      wallShade({ top: 0.15, bottom: 0.1 })(sc, it) +
      linesDecor({ every: 0.42, color: "#000", opacity: 0.05, width: 0.012 })(sc, it);
    s.poly(
      [
        [x0, 0, z0],
        [x1, 0, z0],
        [x1, h, z0],
        [x0, h, z0],
      ],
      { color: wall, normal: [0, 0, -1], decor: dec },
    );
    s.poly(
      [
        [x0, 0, z1],
        [x0, 0, z0],
        [x0, h, z0],
        [x0, h, z1],
      ],
      { color: darken(wall, 0.04), normal: [-1, 0, 0], decor: dec },
    );
    s.poly(
      [
        [x1, 0, z0],
        [x1, 0, z1],
        [x1, h, z1],
        [x1, h, z0],
      ],
      { color: darken(wall, 0.04), normal: [1, 0, 0], decor: dec },
    );
    const fh = h / (floors + 0.4);
    const ww = (w - 1.2) / windowsPerFloor;
    for (let f = 0; f < floors; f++) {
      for (let i = 0; i < windowsPerFloor; i++) {
        wallWindow(s, [x0, 0, z0], [1, 0, 0], [0, 1, 0], [0, 0, -1], {
          at: [0.6 + i * ww + ww * 0.22, 0.6 + f * fh + fh * 0.22],
          width: ww * 0.56,
          height: fh * 0.62,
          lit: lit && rng() < 0.6,
          shutters,
          frame: "#ebe6dc",
        });
      }
    }
    // cornice + chéneau (zinc-lined box gutter running along the eave)
    s.order = 3;
    if (cornice) {
      s.box([x0 - 0.35, h - 0.35, z0 - 0.35], [x1 + 0.35, h, z0 + 0.2], { color: lighten(wall, 0.06), skip: ["bottom"] });
      s.poly(
        [
          [x0 - 0.35, h - 0.35, z0 - 0.35],
          [x1 + 0.35, h - 0.35, z0 - 0.35],
          [x1 + 0.35, h - 0.35, z0 + 0.2],
          [x0 - 0.35, h - 0.35, z0 + 0.2],
        ],
        { color: darken(wall, 0.25), normal: [0, -1, 0] },
      );
    }
    s.order = 4;
    // chéneau: outer zinc lip + inner channel
    const cz0 = z0 - 0.3;
    const cz1 = z0 + 0.2;
    s.poly(
      [
        [x0 - 0.3, h, cz0],
        [x1 + 0.3, h, cz0],
        [x1 + 0.3, h + 0.22, cz0],
        [x0 - 0.3, h + 0.22, cz0],
      ],
      { color: chen, normal: [0, 0, -1], metal: 0.75 },
    );
    s.poly(
      [
        [x0 - 0.3, h + 0.22, cz0],
        [x1 + 0.3, h + 0.22, cz0],
        [x1 + 0.3, h + 0.22, cz0 + 0.06],
        [x0 - 0.3, h + 0.22, cz0 + 0.06],
      ],
      { color: lighten(chen, 0.2), normal: [0, 1, 0], metal: 0.75 },
    );
    s.poly(
      [
        [x0 - 0.3, h + 0.02, cz0 + 0.06],
        [x1 + 0.3, h + 0.02, cz0 + 0.06],
        [x1 + 0.3, h + 0.02, cz1],
        [x0 - 0.3, h + 0.02, cz1],
      ],
      { color: darken(chen, 0.15), normal: [0, 1, 0], metal: 0.4 },
    );
    // steep lower mansard plane
    s.order = 5;
    const nL = v.norm([0, inset, -mH]);
    const q = [
      [x0, h + 0.05, cz1],
      [x1, h + 0.05, cz1],
      [x1, h + mH, cz1 + inset],
      [x0, h + mH, cz1 + inset],
    ];
    const lowerItem = s.poly(q, {
      color: lc,
      normal: nL,
      metal: lower === "zinc" ? 0.55 : 0.1,
      decor:
        lowerDecor || (lower === "zinc" ? seamDecor({ spacing: 0.45, rng, sheen: 0.08 }) : slateDecor({ rng, course: 0.17 })),
    });
    res.lower = { q, n: nL, item: lowerItem };
    // upper shallow roof
    s.order = 4.5;
    const zr = z0 + d / 2;
    s.poly(
      [
        [x0, h + mH, cz1 + inset],
        [x1, h + mH, cz1 + inset],
        [x1, h + mH + uH, zr],
        [x0, h + mH + uH, zr],
      ],
      {
        color: upperColor,
        normal: v.norm([0, zr - cz1 - inset, -uH]),
        metal: 0.4,
        decor: seamDecor({ spacing: 0.5, rng, sheen: 0.05 }),
      },
    );
    // end walls (party walls) above the cornice
    s.order = 3.5;
    s.poly(
      [
        [x0, h, z1],
        [x0, h, cz1],
        [x0, h + mH, cz1 + inset],
        [x0, h + mH + uH, zr],
        [x0, h + mH + uH, z1],
      ],
      { color: darken(wall, 0.08), normal: [-1, 0, 0] },
    );
    s.poly(
      [
        [x1, h, cz1],
        [x1, h, z1],
        [x1, h + mH + uH, z1],
        [x1, h + mH + uH, zr],
        [x1, h + mH, cz1 + inset],
      ],
      { color: darken(wall, 0.08), normal: [1, 0, 0] },
    );
    // dormers on the steep plane
    s.order = 6;
    const dw = 1.1;
    for (let i = 0; i < dormers; i++) {
      const cx = x0 + ((i + 0.5) * w) / dormers;
      const zf = cz1 + 0.25;
      const yb = h + 0.55;
      const yt = yb + 1.6;
      const zBack = cz1 + inset * ((yt - h) / mH) + 0.1;
      const fr = "#ebe6dc";
      s.poly(
        [
          [cx - dw / 2, yb, zf],
          [cx + dw / 2, yb, zf],
          [cx + dw / 2, yt, zf],
          [cx - dw / 2, yt, zf],
        ],
        { color: fr, normal: [0, 0, -1] },
      );
      wallWindow(s, [cx - dw / 2, 0, zf - 0.01], [1, 0, 0], [0, 1, 0], [0, 0, -1], {
        at: [0.12, yb + 0.1],
        width: dw - 0.24,
        height: 1.25,
        frame: fr,
        sill: false,
        lit: lit && rng() < 0.6,
      });
      // cheeks
      s.poly(
        [
          [cx - dw / 2, yb, zf],
          [cx - dw / 2, yt, zf],
          [cx - dw / 2, yt, zBack],
          [cx - dw / 2, yb, zf + 0.05],
        ],
        { color: lc, normal: [-1, 0, 0], metal: 0.5 },
      );
      s.poly(
        [
          [cx + dw / 2, yb, zf + 0.05],
          [cx + dw / 2, yt, zBack],
          [cx + dw / 2, yt, zf],
          [cx + dw / 2, yb, zf],
        ],
        { color: lc, normal: [1, 0, 0], metal: 0.5 },
      );
      // small zinc roof (bonnet)
      s.poly(
        [
          [cx - dw / 2 - 0.12, yt, zf - 0.15],
          [cx + dw / 2 + 0.12, yt, zf - 0.15],
          [cx + dw / 2 + 0.12, yt + 0.45, zBack],
          [cx - dw / 2 - 0.12, yt + 0.45, zBack],
        ],
        { color: lighten(lc, 0.05), normal: v.norm([0, 1, -0.4]), metal: 0.6 },
      );
      s.poly(
        [
          [cx - dw / 2 - 0.12, yt - 0.08, zf - 0.15],
          [cx + dw / 2 + 0.12, yt - 0.08, zf - 0.15],
          [cx + dw / 2 + 0.12, yt, zf - 0.15],
          [cx - dw / 2 - 0.12, yt, zf - 0.15],
        ],
        { color: lc, normal: [0, 0, -1], metal: 0.6, flat: true },
      );
    }
    // chimney stacks along the ridge
    s.order = 7;
    for (let i = 0; i < chimneys; i++) {
      const cx = x0 + ((i + 0.5) * w) / chimneys + rng.range(-0.8, 0.8);
      const yb = h + mH + uH - 0.4;
      s.box([cx - 0.45, yb, zr - 0.3], [cx + 0.45, yb + 1.5, zr + 0.3], { color: { side: "#d8c9b2", top: "#7a6a5a" } });
      for (let k = 0; k < 3; k++)
        s.cylinder([cx - 0.25 + k * 0.25, yb + 1.5, zr], [cx - 0.25 + k * 0.25, yb + 1.75, zr], 0.07, {
          color: "#9b6a55",
          metal: 0,
          segments: 6,
        });
    }
  });
  return res;
}

/** Row of simple city buildings with clay roofs (background fabric). */
export function cityBlock(
  s,
  rng,
  {
    x0,
    z0,
    count = 5,
    depth = 10,
    zJitter = 0,
    hRange = [9, 16],
    roofs = ["tile"],
    wallColors = ["#e3d6c2", "#d9c7ae", "#e8dfd1", "#cdb89c", "#ddd2c4"],
    lit = false,
  } = {},
) {
  let x = x0;
  for (let i = 0; i < count; i++) {
    const w = rng.range(7, 12);
    const h = rng.range(hRange[0], hRange[1]);
    const z = z0 + rng.range(-zJitter, zJitter);
    house(s, rng, {
      x0: x,
      z0: z,
      w,
      d: depth,
      h,
      pitch: rng.range(22, 32),
      oh: 0.4,
      roof: rng.pick(roofs),
      wall: rng.pick(wallColors),
      gutter: MAT.zincDark,
      downpipes: false,
      plinth: 0,
      windows: Array.from({ length: Math.floor(h / 3) * Math.floor(w / 2.6) }, (_, k) => {
        const per = Math.floor(w / 2.6);
        const fl = Math.floor(k / per);
        const col = k % per;
        return { at: [0.7 + col * 2.6, 1 + fl * 3], width: 1.0, height: 1.5, lit: lit && rng() < 0.5, sill: false, bars: 1 };
      }),
      chimney: rng() < 0.6 ? { x: x + rng.range(1.5, w - 1.5), size: 0.6, top: 0.8, color: "#d8c9b2" } : null,
      shadow: false,
    });
    x += w;
  }
  return x;
}

/** Modern house: two volumes, mono-pitch standing-seam roofs, zinc-clad wing, large glazing. */
export function modernHouse(s, rng, o) {
  const {
    x0 = 0,
    z0 = 0,
    lit = false,
    wall = "#ecebe6",
    clad: cladIn = MAT.zincAnthra,
    roofColor = MAT.zincAnthra,
    scaffold = false,
    unfinished = false,
    renderOnly = false,
  } = o;
  const clad = renderOnly ? wall : cladIn;
  const sillOpt = renderOnly ? "alu" : false;
  const cladDecor = (spacing) =>
    renderOnly ? wallShade({ top: 0.1, bottom: 0.15 }) : unfinished ? null : seamDecor({ spacing, rng, sheen: 0.05 });
  const res = {};
  // main volume
  const w = 11;
  const d = 8;
  const h1 = 6.2;
  const h2 = 7.2; // back wall higher → mono-pitch sloping to the front
  const oh = 0.35;
  const x1 = x0 + w;
  const z1 = z0 + d;
  s.groundShadow(
    [
      [x0, 0, z0],
      [x1, 0, z0],
      [x1, 0, z1],
      [x0, 0, z1],
      [x0, h1, z0 - oh],
      [x1, h1, z0 - oh],
      [x1, h2, z1],
      [x0, h2, z1],
      [x1 + 6, 0, z0 + 1],
      [x1 + 6, 3.4, z0 + 1],
      [x1 + 6, 3.4, z0 + 7],
    ],
    { opacity: 0.3 },
  );
  s.group([x0 + w / 2, 3, z0 + d / 2], () => {
    s.order = 0;
    const dec = wallShade({ top: 0.1, bottom: 0.15 });
    s.poly(
      [
        [x0, 0, z0],
        [x1, 0, z0],
        [x1, h1, z0],
        [x0, h1, z0],
      ],
      { color: wall, normal: [0, 0, -1], decor: dec },
    );
    s.poly(
      [
        [x0, 0, z1],
        [x0, 0, z0],
        [x0, h1, z0],
        [x0, h2, z1],
      ],
      { color: clad, normal: [-1, 0, 0], metal: renderOnly ? 0 : 0.35, decor: cladDecor(0.42) },
    );
    s.poly(
      [
        [x1, 0, z0],
        [x1, 0, z1],
        [x1, h2, z1],
        [x1, h1, z0],
      ],
      { color: clad, normal: [1, 0, 0], metal: renderOnly ? 0 : 0.35, decor: cladDecor(0.42) },
    );
    // big glazing
    s.order = 1;
    const glass = lit ? ["#ffd59a", "#e89c58"] : [mix(s.skyLight, "#ffffff", 0.2), "#26303a"];
    wallWindow(s, [x0, 0, z0], [1, 0, 0], [0, 1, 0], [0, 0, -1], {
      at: [1.2, 0.15],
      width: 4.6,
      height: 2.5,
      frame: MAT.frameDark,
      glass,
      bars: 3,
      sill: false,
      lit,
    });
    wallWindow(s, [x0, 0, z0], [1, 0, 0], [0, 1, 0], [0, 0, -1], {
      at: [1.2, 3.3],
      width: 2.2,
      height: 1.8,
      frame: MAT.frameDark,
      glass,
      bars: 1,
      sill: sillOpt,
      lit,
    });
    wallWindow(s, [x0, 0, z0], [1, 0, 0], [0, 1, 0], [0, 0, -1], {
      at: [6.8, 3.3],
      width: 3.2,
      height: 1.8,
      frame: MAT.frameDark,
      glass,
      bars: 2,
      sill: sillOpt,
      lit,
    });
    if (renderOnly) {
      wallWindow(s, [x1, 0, z0], [0, 0, 1], [0, 1, 0], [1, 0, 0], {
        at: [1.5, 3.3],
        width: 1.4,
        height: 1.6,
        frame: MAT.frameDark,
        glass,
        bars: 1,
        sill: "alu",
        lit,
      });
      wallWindow(s, [x1, 0, z0], [0, 0, 1], [0, 1, 0], [1, 0, 0], {
        at: [4.6, 3.3],
        width: 1.4,
        height: 1.6,
        frame: MAT.frameDark,
        glass,
        bars: 1,
        sill: "alu",
        lit,
      });
      wallWindow(s, [x0, 0, z1], [0, 0, -1], [0, 1, 0], [-1, 0, 0], {
        at: [1.5, 3.3],
        width: 1.4,
        height: 1.6,
        frame: MAT.frameDark,
        glass,
        bars: 1,
        sill: "alu",
        lit,
      });
      wallWindow(s, [x0, 0, z1], [0, 0, -1], [0, 1, 0], [-1, 0, 0], {
        at: [1.5, 0.9],
        width: 1.4,
        height: 1.6,
        frame: MAT.frameDark,
        glass,
        bars: 1,
        sill: "alu",
        lit,
      });
    }
    wallWindow(s, [x0, 0, z0], [1, 0, 0], [0, 1, 0], [0, 0, -1], {
      at: [7.4, 0.15],
      width: 1.1,
      height: 2.3,
      frame: MAT.frameDark,
      glass: ["#50565c", "#2a2e33"],
      bars: 1,
      sill: false,
    });
    // roof
    s.order = 4;
    const rise = h2 - h1;
    const q = [
      [x0 - oh, h1 - (oh * rise) / d, z0 - oh],
      [x1 + oh, h1 - (oh * rise) / d, z0 - oh],
      [x1 + oh, h2 + 0.02, z1 + 0.1],
      [x0 - oh, h2 + 0.02, z1 + 0.1],
    ];
    const n = v.norm(v.cross(v.sub(q[1], q[0]), v.sub(q[3], q[0])));
    res.roof = {
      q,
      n,
      item: s.poly(q, {
        color: roofColor,
        normal: v.dot(n, [0, 1, 0]) > 0 ? n : v.mul(n, -1),
        metal: 0.5,
        decor: unfinished ? null : seamDecor({ spacing: 0.5, rng }),
      }),
    };
    s.order = 5;
    s.poly([q[0], q[1], v.add(q[1], [0, -0.22, 0]), v.add(q[0], [0, -0.22, 0])], {
      color: darken(roofColor, 0.1),
      normal: [0, 0, -1],
      metal: 0.3,
    });
    s.poly([q[3], q[0], v.add(q[0], [0, -0.22, 0]), v.add(q[3], [0, -0.22, 0])], {
      color: darken(roofColor, 0.15),
      normal: [-1, 0, 0],
      metal: 0.3,
    });
    s.poly([q[1], q[2], v.add(q[2], [0, -0.22, 0]), v.add(q[1], [0, -0.22, 0])], {
      color: darken(roofColor, 0.15),
      normal: [1, 0, 0],
      metal: 0.3,
    });
    // box gutter + downpipe (square, anthracite)
    s.order = 6;
    s.box([x0 - oh, q[0][1] - 0.34, z0 - oh - 0.16], [x1 + oh, q[0][1] - 0.2, z0 - oh], {
      color: darken(roofColor, 0.05),
      metal: 0.5,
    });
    s.box([x1 - 0.3, 0, z0 - 0.12], [x1 - 0.2, q[0][1] - 0.3, z0 - 0.02], { color: darken(roofColor, 0.05), metal: 0.4 });
  });
  // low wing (garage/living) with flat roof & zinc coping
  const wx0 = x1;
  const wx1 = x1 + 6;
  const wz0 = z0 + 1;
  const wz1 = z0 + 7;
  const wh = 3.4;
  s.group([wx0 + 3, 1.7, wz0 + 3], () => {
    s.order = 0;
    s.poly(
      [
        [wx0, 0, wz0],
        [wx1, 0, wz0],
        [wx1, wh, wz0],
        [wx0, wh, wz0],
      ],
      {
        color: unfinished ? "#b9b3a8" : clad,
        normal: [0, 0, -1],
        metal: renderOnly ? 0 : 0.3,
        decor: unfinished ? linesDecor({ every: 0.25, color: "#000", opacity: 0.12 }) : cladDecor(0.42),
      },
    );
    s.poly(
      [
        [wx1, 0, wz0],
        [wx1, 0, wz1],
        [wx1, wh, wz1],
        [wx1, wh, wz0],
      ],
      {
        color: unfinished ? "#b0aa9f" : clad,
        normal: [1, 0, 0],
        metal: renderOnly ? 0 : 0.3,
        decor: unfinished ? linesDecor({ every: 0.25, color: "#000", opacity: 0.12 }) : cladDecor(0.42),
      },
    );
    s.order = 1;
    wallWindow(s, [wx0, 0, wz0], [1, 0, 0], [0, 1, 0], [0, 0, -1], {
      at: [0.8, 0.15],
      width: 4.2,
      height: 2.4,
      frame: MAT.frameDark,
      glass: lit ? ["#ffd59a", "#e89c58"] : [mix(s.skyLight, "#ffffff", 0.2), "#26303a"],
      bars: 2,
      sill: false,
      lit,
    });
    s.order = 2;
    s.poly(
      [
        [wx0, wh, wz0],
        [wx1, wh, wz0],
        [wx1, wh, wz1],
        [wx0, wh, wz1],
      ],
      { color: MAT.membrane, normal: [0, 1, 0] },
    );
    s.box([wx0, wh, wz0 - 0.05], [wx1 + 0.05, wh + 0.12, wz0 + 0.25], { color: MAT.zinc, metal: 0.6 });
    s.box([wx1 - 0.25, wh, wz0], [wx1 + 0.05, wh + 0.12, wz1], { color: MAT.zinc, metal: 0.6 });
  });
  if (scaffold) scaffolding(s, { x0: x0 - 1, x1: x1 + 0.5, z: z0 - 1.0, top: h1 + 0.6, bay: 2.4, lift: 2 });
  res.x0 = x0;
  res.x1 = x1;
  res.z0 = z0;
  res.z1 = z1;
  res.h1 = h1;
  return res;
}

/** Half-round gutter running along X (open at the top), with inner and outer faces and a rolled front bead. */
export function halfRound(
  s,
  a,
  b,
  r,
  { color = MAT.zinc, metal = 0.8, segments = 12, frontSign = -1, bead = true, shininess = 36 } = {},
) {
  const off = (th) => [0, -Math.sin(th) * r, Math.cos(th) * r * -frontSign];
  // th = 0 → back edge (towards the wall), th = π → front edge
  for (let i = 0; i < segments; i++) {
    const t0 = (Math.PI * i) / segments;
    const t1 = (Math.PI * (i + 1)) / segments;
    const tm = (t0 + t1) / 2;
    const o0 = off(t0);
    const o1 = off(t1);
    const nOut = v.norm(off(tm));
    const quad = [v.add(a, o0), v.add(b, o0), v.add(b, o1), v.add(a, o1)];
    s.poly(quad, { color, normal: nOut, metal, shininess, flat: true, stroke: "same" });
    s.poly(
      quad.map((p) => [...p]),
      { color: darken(color, 0.22), normal: v.mul(nOut, -1), metal: metal * 0.4, flat: true, stroke: "same", bias: 0.001 },
    );
  }
  if (bead) {
    const fo = off(Math.PI);
    s.cylinder(v.add(a, v.add(fo, [0, 0.012, 0])), v.add(b, v.add(fo, [0, 0.012, 0])), Math.max(0.012, r * 0.14), {
      color: lighten(color, 0.08),
      metal,
      segments: 6,
    });
  }
}
