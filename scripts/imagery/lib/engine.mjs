// Tiny deterministic 3D → SVG illustration engine.
// World: Y up, metres. A perspective camera projects polygons; faces are lit
// by a directional sun (Lambert + optional metallic specular), mixed with an
// atmospheric haze by distance, sorted back-to-front (painter's algorithm)
// and emitted as SVG with per-face linear gradients.

// ---------------------------------------------------------------- random
export function mulberry32(seed) {
  let a = seed >>> 0;
  return function rand() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function makeRng(key) {
  const r = mulberry32(hashString(key));
  const rng = () => r();
  rng.range = (a, b) => a + (b - a) * r();
  rng.int = (a, b) => Math.floor(a + (b - a + 1) * r());
  rng.pick = (arr) => arr[Math.floor(r() * arr.length)];
  rng.jitter = (v, amt) => v + (r() * 2 - 1) * amt;
  return rng;
}

// ---------------------------------------------------------------- vectors
export const v = {
  add: (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]],
  sub: (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]],
  mul: (a, s) => [a[0] * s, a[1] * s, a[2] * s],
  dot: (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2],
  cross: (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]],
  len: (a) => Math.hypot(a[0], a[1], a[2]),
  norm: (a) => {
    const l = Math.hypot(a[0], a[1], a[2]) || 1;
    return [a[0] / l, a[1] / l, a[2] / l];
  },
  lerp: (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t],
  // bilinear point on quad p0 p1 p2 p3 (p0→p1 = u, p0→p3 = v)
  quad: (q, u, w) => {
    const a = v.lerp(q[0], q[1], u);
    const b = v.lerp(q[3], q[2], u);
    return v.lerp(a, b, w);
  },
};

// ---------------------------------------------------------------- colour
export function hexToRgb(hex) {
  const h = hex.replace("#", "");
  const n = parseInt(
    h.length === 3
      ? h
          .split("")
          .map((c) => c + c)
          .join("")
      : h,
    16,
  );
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
export function rgbToHex([r, g, b]) {
  const c = (x) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}
export function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t]);
}
export function lighten(c, t) {
  return mix(c, "#ffffff", t);
}
export function darken(c, t) {
  return mix(c, "#000000", t);
}
export const f1 = (x) => (Math.round(x * 10) / 10).toString();
export const pts2 = (arr) => arr.map((p) => `${f1(p[0])},${f1(p[1])}`).join(" ");

// ---------------------------------------------------------------- camera
export function makeCamera({ pos, target, fov = 45, W, H, roll = 0 }) {
  const f = v.norm(v.sub(target, pos));
  let r = v.norm(v.cross([0, 1, 0], f));
  let u = v.cross(f, r);
  if (roll) {
    const c = Math.cos(roll);
    const s = Math.sin(roll);
    const r2 = v.add(v.mul(r, c), v.mul(u, s));
    const u2 = v.sub(v.mul(u, c), v.mul(r, s));
    r = r2;
    u = u2;
  }
  const focal = H / 2 / Math.tan((fov * Math.PI) / 360);
  const cam = {
    pos,
    f,
    r,
    u,
    focal,
    W,
    H,
    project(p) {
      const d = v.sub(p, pos);
      const x = v.dot(d, r);
      const y = v.dot(d, u);
      const z = Math.max(0.01, v.dot(d, f));
      return [W / 2 + (x * focal) / z, H / 2 - (y * focal) / z, z];
    },
    depth(p) {
      return v.dot(v.sub(p, pos), f);
    },
    // pixels per metre at a world point
    ppm(p) {
      return focal / Math.max(0.01, v.dot(v.sub(p, pos), f));
    },
  };
  // screen y of the horizon (direction of the horizontal forward vector)
  const fh = v.norm([f[0], 0, f[2]]);
  cam.horizonY = cam.project(v.add(pos, v.mul(fh, 1e5)))[1];
  return cam;
}

// ---------------------------------------------------------------- scene
export class Scene {
  constructor({
    W = 1600,
    H = 1067,
    cam,
    sun = [-0.5, 0.7, 0.45],
    sunColor = "#fff3e0",
    ambient = 0.42,
    skyLight = "#c9d6e3",
    haze = "#d9dee3",
    hazeDist = 400,
    hazeMax = 0.85,
  }) {
    this.W = W;
    this.H = H;
    this.cam = cam;
    this.sun = v.norm(sun);
    this.sunColor = sunColor;
    this.ambient = ambient;
    this.skyLight = skyLight;
    this.haze = haze;
    this.hazeDist = hazeDist;
    this.hazeMax = hazeMax;
    this.defs = [];
    this.background = [];
    this.items = [];
    this.foreground = [];
    this.n = 0;
    this.stack = [];
    this.order = 0;
  }
  // Items created inside fn are sorted together as one object anchored at
  // `anchor`; inside, they are ordered by their `order` (set through
  // s.order) then back-to-front.
  group(anchor, fn, { bias = 0, plane = 0 } = {}) {
    const g = { kind: "group", items: [], plane, depth: v.len(v.sub(this.cam.pos, anchor)) + bias };
    this.stack.push(g);
    const prevOrder = this.order;
    this.order = 0;
    try {
      fn();
    } finally {
      this.stack.pop();
      this.order = prevOrder;
    }
    this.push(g, "items");
    return g;
  }
  push(item, layer = "items") {
    if (item.order === undefined) item.order = this.order;
    if (item.plane === undefined) item.plane = 0;
    if (layer === "items" && this.stack.length) this.stack[this.stack.length - 1].items.push(item);
    else this[layer].push(item);
    return item;
  }
  raw(svg, depthPoint, { bias = 0, plane = 0, layer = "items" } = {}) {
    return this.push({ kind: "raw", svg, plane, depth: v.len(v.sub(this.cam.pos, depthPoint)) + bias }, layer);
  }
  id(p = "g") {
    this.n += 1;
    return `${p}${this.n}`;
  }
  P(p) {
    return this.cam.project(p);
  }
  hazeAmount(z) {
    return this.hazeMax * (1 - Math.exp(-Math.max(0, z) / this.hazeDist));
  }
  // Light a base colour for a normal at a point.
  lit(base, n, p, { metal = 0, shininess = 24, selfLight = 0, noHaze = false } = {}) {
    const lambert = Math.max(0, v.dot(n, this.sun));
    const B = hexToRgb(base).map((x) => x / 255);
    const S = hexToRgb(this.sunColor).map((x) => x / 255);
    const K = hexToRgb(this.skyLight).map((x) => x / 255);
    const amb = this.ambient * (0.85 + 0.3 * n[1]);
    const dif = (1 - this.ambient * 0.6) * lambert;
    let rgb = B.map((b, i) => {
      const light = amb * K[i] + dif * S[i];
      return b * 1.3 * (1 - Math.exp(-1.5 * light));
    });
    if (metal > 0) {
      const view = v.norm(v.sub(this.cam.pos, p));
      const h = v.norm(v.add(view, this.sun));
      const spec = Math.pow(Math.max(0, v.dot(n, h)), shininess);
      const refl = v.sub(v.mul(n, 2 * v.dot(n, view)), view);
      const skyRefl = Math.max(0, refl[1]);
      rgb = rgb.map((c, i) => c + (K[i] - c) * metal * 0.3 * skyRefl + S[i] * metal * spec * 0.8);
    }
    let c = rgbToHex(rgb.map((x) => x * 255));
    if (selfLight) c = mix(c, base, selfLight);
    if (!noHaze) c = mix(c, this.haze, this.hazeAmount(this.cam.depth(p)));
    return c;
  }
  // Add a planar polygon.
  poly(pts, opts = {}) {
    const {
      color = "#888888",
      normal,
      cull = true,
      flat = false,
      stroke,
      strokeWidth = 1,
      opacity,
      decor,
      bias = 0,
      metal = 0,
      shininess,
      gradAxis,
      selfLight,
      layer = "items",
      noHaze,
      fillOverride,
      shadowTint,
    } = opts;
    let n = normal || v.norm(v.cross(v.sub(pts[1], pts[0]), v.sub(pts[2], pts[0])));
    const c = pts.reduce((a, p) => v.add(a, p), [0, 0, 0]).map((x) => x / pts.length);
    const toCam = v.sub(this.cam.pos, c);
    if (v.dot(n, toCam) < 0) {
      if (cull && normal) return null;
      n = v.mul(n, -1);
    }
    const item = {
      kind: "poly",
      pts,
      n,
      c,
      color,
      flat,
      stroke,
      strokeWidth,
      opacity,
      decor,
      metal,
      shininess,
      gradAxis,
      selfLight,
      noHaze,
      fillOverride,
      shadowTint,
      plane: opts.plane ?? 0,
      depth: v.len(toCam) + bias,
    };
    return this.push(item, layer);
  }
  // Free SVG anchored at a world point (depth sorted with the polygons).
  sprite(p, fn, { bias = 0, layer = "items" } = {}) {
    const item = { kind: "sprite", p, fn, depth: v.len(v.sub(this.cam.pos, p)) + bias };
    return this.push(item, layer);
  }
  // A world-space line with a width in metres.
  line(a, b, { color = "#333", width = 0.03, bias = 0, opacity, cap = "round", layer = "items", minPx = 0.6 } = {}) {
    const m = v.lerp(a, b, 0.5);
    const item = { kind: "line", a, b, color, width, opacity, cap, minPx, depth: v.len(v.sub(this.cam.pos, m)) + bias };
    return this.push(item, layer);
  }
  // Axis-aligned box. colors: {top, side, front...} or single color.
  box(min, max, opts = {}) {
    const [x0, y0, z0] = min;
    const [x1, y1, z1] = max;
    const col = (k) =>
      typeof opts.color === "string" ? opts.color : (opts.color && (opts.color[k] || opts.color.side)) || "#888";
    const faces = [
      [
        "top",
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        [0, 1, 0],
      ],
      [
        "bottom",
        [
          [x0, y0, z0],
          [x0, y0, z1],
          [x1, y0, z1],
          [x1, y0, z0],
        ],
        [0, -1, 0],
      ],
      [
        "xmin",
        [
          [x0, y0, z0],
          [x0, y1, z0],
          [x0, y1, z1],
          [x0, y0, z1],
        ],
        [-1, 0, 0],
      ],
      [
        "xmax",
        [
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ],
        [1, 0, 0],
      ],
      [
        "zmin",
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y1, z0],
          [x0, y1, z0],
        ],
        [0, 0, -1],
      ],
      [
        "zmax",
        [
          [x0, y0, z1],
          [x0, y1, z1],
          [x1, y1, z1],
          [x1, y0, z1],
        ],
        [0, 0, 1],
      ],
    ];
    const out = {};
    for (const [k, pts, n] of faces) {
      if (opts.skip && opts.skip.includes(k)) continue;
      out[k] = this.poly(pts, { ...opts, color: col(k), normal: n, decor: opts.decor && opts.decor[k] });
    }
    return out;
  }
  // Cylinder (or partial) along axis a→b, faceted; angles measured around axis
  // from `ref` (a vector perpendicular to the axis).
  cylinder(
    a,
    b,
    radius,
    {
      segments = 14,
      from = 0,
      to = Math.PI * 2,
      ref,
      color = "#999",
      metal = 0.6,
      shininess = 30,
      inside = false,
      bias = 0,
      caps = false,
    } = {},
  ) {
    const ax = v.norm(v.sub(b, a));
    let r0 = ref ? v.norm(ref) : v.norm(v.cross(ax, Math.abs(ax[1]) > 0.9 ? [1, 0, 0] : [0, 1, 0]));
    const r1 = v.cross(ax, r0);
    const dir = (t) => v.add(v.mul(r0, Math.cos(t)), v.mul(r1, Math.sin(t)));
    for (let i = 0; i < segments; i++) {
      const t0 = from + ((to - from) * i) / segments;
      const t1 = from + ((to - from) * (i + 1)) / segments;
      const tm = (t0 + t1) / 2;
      const d0 = v.mul(dir(t0), radius);
      const d1 = v.mul(dir(t1), radius);
      let n = dir(tm);
      if (inside) n = v.mul(n, -1);
      this.poly([v.add(a, d0), v.add(b, d0), v.add(b, d1), v.add(a, d1)], {
        color,
        normal: n,
        metal,
        shininess,
        flat: true,
        bias,
        stroke: "same",
      });
    }
    if (caps) {
      const ring = (c) =>
        Array.from({ length: segments }, (_, i) => v.add(c, v.mul(dir(from + ((to - from) * i) / segments), radius)));
      this.poly(ring(a), { color, normal: v.mul(ax, -1), metal: metal * 0.5, flat: true, bias });
      this.poly(ring(b), { color, normal: ax, metal: metal * 0.5, flat: true, bias });
    }
  }
  // Shadow of a set of world points onto the ground plane y=gy.
  groundShadow(points, { gy = 0, opacity = 0.28, color = "#1d2430", blur = 6, plane = -1 } = {}) {
    const s = this.sun;
    const proj = points.map((p) => {
      const t = (p[1] - gy) / s[1];
      return this.P([p[0] - s[0] * t, gy, p[2] - s[2] * t]);
    });
    const base = points.filter((p) => Math.abs(p[1] - gy) < 1e-6).map((p) => this.P(p));
    const hull = convexHull([...proj, ...base].map((p) => [p[0], p[1]]));
    const fid = this.blurFilter(blur);
    const c = points.reduce((a, p) => v.add(a, p), [0, 0, 0]).map((x) => x / points.length);
    this.push({
      kind: "raw",
      plane,
      svg: `<polygon points="${pts2(hull)}" fill="${color}" opacity="${opacity}" filter="url(#${fid})"/>`,
      depth: v.len(v.sub(this.cam.pos, [c[0], gy, c[2]])),
    });
  }
  blurFilter(std) {
    const key = `blur${String(std).replace(".", "_")}`;
    if (!this.defs.some((d) => d.includes(`id="${key}"`))) {
      this.defs.push(
        `<filter id="${key}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
      );
    }
    return key;
  }
  linearGradient(x1, y1, x2, y2, stops, id = this.id("lg")) {
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}">${stops
        .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ""}/>`)
        .join("")}</linearGradient>`,
    );
    return id;
  }
  radialGradient(cx, cy, r, stops, id = this.id("rg"), extra = "") {
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}"${extra}>${stops
        .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ""}/>`)
        .join("")}</radialGradient>`,
    );
    return id;
  }
  // World point of a plane (normal n through c) seen at screen pixel (x, y), or null.
  rayPlane(x, y, n, c) {
    const { f, r, u, focal, pos } = this.cam;
    const dir = v.add(v.add(f, v.mul(r, (x - this.W / 2) / focal)), v.mul(u, -(y - this.H / 2) / focal));
    const den = v.dot(dir, n);
    if (Math.abs(den) < 1e-9) return null;
    const t = v.dot(v.sub(c, pos), n) / den;
    return t > 0 ? v.add(pos, v.mul(dir, t)) : null;
  }
  // Sutherland–Hodgman against the camera's near plane.
  clipNear(pts, closed = true, near = 0.15) {
    const d = pts.map((p) => this.cam.depth(p));
    if (d.every((x) => x >= near)) return pts;
    const out = [];
    const n = pts.length;
    const last = closed ? n : n - 1;
    for (let i = 0; i < last; i++) {
      const j = (i + 1) % n;
      const a = pts[i];
      const b = pts[j];
      if (d[i] >= near) out.push(a);
      if (d[i] >= near !== d[j] >= near) out.push(v.lerp(a, b, (near - d[i]) / (d[j] - d[i])));
    }
    if (!closed && d[n - 1] >= near) out.push(pts[n - 1]);
    return out;
  }
  renderItem(it) {
    if (it.kind === "raw") return it.svg;
    if (it.kind === "group")
      return sortItems(it.items)
        .map((x) => this.renderItem(x))
        .join("");
    if (it.kind === "sprite") {
      const p = this.P(it.p);
      return it.fn(p[0], p[1], this.cam.ppm(it.p), this);
    }
    if (it.kind === "line") {
      const seg = this.clipNear([it.a, it.b], false);
      if (seg.length < 2) return "";
      const a = this.P(seg[0]);
      const b = this.P(seg[1]);
      const w = Math.max(it.minPx, it.width * this.cam.ppm(v.lerp(it.a, it.b, 0.5)));
      return `<line x1="${f1(a[0])}" y1="${f1(a[1])}" x2="${f1(b[0])}" y2="${f1(b[1])}" stroke="${it.color}" stroke-width="${f1(w)}" stroke-linecap="${it.cap}"${it.opacity !== undefined ? ` opacity="${it.opacity}"` : ""}/>`;
    }
    // polygon (clipped against the near plane so nothing behind the camera is projected)
    const clipped = this.clipNear(it.pts);
    if (clipped.length < 3) return "";
    const scr = clipped.map((p) => this.P(p));
    let fill;
    const litOpts = { metal: it.metal, shininess: it.shininess, selfLight: it.selfLight, noHaze: it.noHaze };
    if (it.fillOverride) fill = it.fillOverride;
    else if (it.flat) fill = this.lit(it.color, it.n, it.c, litOpts);
    else {
      // gradient between two points of the face (default: nearest → farthest vertex)
      let ia;
      let ib;
      let pa;
      let pb;
      if (it.gradAxis) {
        [pa, pb] = it.gradAxis;
      } else {
        ia = 0;
        ib = 0;
        clipped.forEach((p, i) => {
          if (this.cam.depth(p) < this.cam.depth(clipped[ia])) ia = i;
          if (this.cam.depth(p) > this.cam.depth(clipped[ib])) ib = i;
        });
        pa = clipped[ia];
        pb = clipped[ib];
        // a near vertex far outside the frame (big ground planes) would stretch the
        // gradient: use the plane's point under the bottom-centre of the frame instead
        const sa0 = this.P(pa);
        if (Math.abs(sa0[0] - this.W / 2) > this.W * 1.5 || sa0[1] > this.H * 2.5 || sa0[1] < -this.H * 1.5) {
          const hit = this.rayPlane(this.W / 2, this.H, it.n, it.c);
          if (hit) pa = hit;
        }
      }
      const ca = this.lit(it.color, it.n, pa, litOpts);
      const cb = this.lit(it.color, it.n, pb, litOpts);
      if (ca === cb) fill = ca;
      else {
        const sa = this.P(pa);
        const sb = this.P(pb);
        if (Math.hypot(sa[0] - sb[0], sa[1] - sb[1]) < 2) fill = ca;
        else
          fill = `url(#${this.linearGradient(sa[0], sa[1], sb[0], sb[1], [
            [0, ca],
            [1, cb],
          ])})`;
      }
    }
    let stroke = "";
    if (it.stroke === "same") {
      const sc = fill.startsWith("url") ? this.lit(it.color, it.n, it.c, litOpts) : fill;
      stroke = ` stroke="${sc}" stroke-width="0.8" stroke-linejoin="round"`;
    } else if (it.stroke) stroke = ` stroke="${it.stroke}" stroke-width="${it.strokeWidth}" stroke-linejoin="round"`;
    const op = it.opacity !== undefined ? ` opacity="${it.opacity}"` : "";
    let s = `<polygon points="${pts2(scr)}" fill="${fill}"${stroke}${op}/>`;
    if (it.decor) {
      const cid = this.id("c");
      this.defs.push(`<clipPath id="${cid}"><polygon points="${pts2(scr)}"/></clipPath>`);
      const inner = it.decor(this, it);
      if (inner) s += `<g clip-path="url(#${cid})">${inner}</g>`;
    }
    return s;
  }
  toSVG() {
    const sorted = sortItems(this.items);
    const body = [
      ...this.background.map((x) => (typeof x === "function" ? x(this) : x)),
      ...sorted.map((it) => this.renderItem(it)),
      ...this.foreground.map((x) => (typeof x === "function" ? x(this) : typeof x === "string" ? x : this.renderItem(x))),
    ].join("\n");
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}"><defs>${this.defs.join("")}</defs>${body}</svg>`;
  }
}

function sortItems(items) {
  return [...items].sort((a, b) => (a.plane ?? 0) - (b.plane ?? 0) || (a.order ?? 0) - (b.order ?? 0) || b.depth - a.depth);
}

export function convexHull(points) {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower = [];
  for (const pt of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], pt) <= 0) lower.pop();
    lower.push(pt);
  }
  const upper = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const pt = p[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], pt) <= 0) upper.pop();
    upper.push(pt);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}
