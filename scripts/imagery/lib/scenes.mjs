// Scene compositions. Each returns an SVG string at the requested size.
import { Scene, makeCamera, makeRng, v, mix, darken, lighten, f1, pts2 } from "./engine.mjs";
import { PALETTES, sky, sunDisc, clouds, mountains, hills, treeSprite, rain, grade } from "./environment.mjs";
import {
  MAT,
  house,
  ground,
  patch,
  ladder,
  hedge,
  farHouse,
  halfRound,
  flatRoofBuilding,
  mansardBuilding,
  cityBlock,
  modernHouse,
  seamDecor,
  slateDecor,
  tileDecor,
  membraneDecor,
  linesDecor,
  wallShade,
  wallWindow,
} from "./architecture.mjs";
import { craftsman } from "./figures.mjs";

function setup(key, { W, H, pal: palName = "day", cam, sun, hazeDist = 380 }) {
  const pal = PALETTES[palName];
  const camera = makeCamera({ W, H, ...cam });
  const s = new Scene({
    W,
    H,
    cam: camera,
    sun,
    sunColor: pal.sunColor,
    ambient: pal.ambient,
    skyLight: pal.skyLight,
    haze: pal.haze,
    hazeDist,
  });
  const rng = makeRng(key);
  return { s, pal, rng };
}

function landscape(
  s,
  rng,
  pal,
  { sunX = 0.2, mountainsH = 0.16, snow = true, hillsN = 2, sunDiscOn = false, cloudsN = 5, sunY } = {},
) {
  const { hy } = sky(s, pal, { sunX, sunY });
  if (sunDiscOn) sunDisc(s, pal, s.W * sunX, sunY ?? hy - s.H * 0.07, s.W * 0.012);
  if (cloudsN) clouds(s, rng, { count: cloudsN, y0: 0.05, y1: Math.max(0.12, (hy / s.H) * 0.55) });
  if (mountainsH) {
    mountains(s, rng, pal, { baseY: hy + 4, height: mountainsH, peaks: 6, layerT: 0.45, snow, sunLeft: sunX < 0.5 });
    mountains(s, rng, pal, {
      baseY: hy + 6,
      height: mountainsH * 0.55,
      peaks: 9,
      layerT: 0.15,
      snow: false,
      sunLeft: sunX < 0.5,
      color: mix(pal.mountain, pal.hill, 0.5),
    });
  }
  for (let i = 0; i < hillsN; i++) hills(s, rng, pal, { baseY: hy + 8 + i * 6, amp: 26 - i * 8, layerT: 0.45 - i * 0.2 });
  return hy;
}

// Countryside spread on the ground plane: fields, hedgerows, trees, hamlets.
function valley(s, rng, pal, { r0 = 40, r1 = 400, center, fields = 26, treesN = 60, houses = 8, dir, spread = 0.7 } = {}) {
  center = center || [s.cam.pos[0], s.cam.pos[2]];
  dir = dir || [s.cam.f[0], s.cam.f[2]];
  ground(s, pal, { color: "#959577", cx: center[0], cz: center[1] });
  const fieldColors = ["#8d9470", "#a39c78", "#7e8a66", "#b0a581", "#939a74", "#87906a"];
  const base = Math.atan2(dir[1], dir[0]);
  const at = (r, a) => [center[0] + Math.cos(a) * r, center[1] + Math.sin(a) * r];
  for (let i = 0; i < fields; i++) {
    const r = rng.range(r0, r1);
    const a = base + rng.range(-spread, spread);
    const [x, z] = at(r, a);
    const w = rng.range(20, 60) * (r / 150 + 0.5);
    const d = rng.range(15, 40) * (r / 150 + 0.5);
    const rot = rng.range(-0.4, 0.4);
    const c = Math.cos(rot);
    const sn = Math.sin(rot);
    const P = (u, w2) => [x + u * c - w2 * sn, 0.01, z + u * sn + w2 * c];
    patch(s, [P(-w / 2, -d / 2), P(w / 2, -d / 2), P(w / 2, d / 2), P(-w / 2, d / 2)], rng.pick(fieldColors), { plane: -1.8 });
  }
  for (let i = 0; i < treesN; i++) {
    const r = rng.range(r0, r1 * 0.8);
    const a = base + rng.range(-spread, spread);
    const [x, z] = at(r, a);
    if (Math.hypot(x - s.cam.pos[0], z - s.cam.pos[2]) < 28) continue;
    s.sprite([x, 0, z], treeSprite(rng.pick(["broad", "broad", "cypress", "pine", "small"]), rng, { color: "#6a7860" }));
  }
  for (let i = 0; i < houses; i++) {
    const r = rng.range(r0 * 1.2, r1 * 0.6);
    const a = base + rng.range(-spread * 0.8, spread * 0.8);
    const [x, z] = at(r, a);
    if (Math.hypot(x - s.cam.pos[0], z - s.cam.pos[2]) < 40) continue;
    farHouse(s, rng, x, z, {
      w: rng.range(7, 11),
      d: rng.range(6, 8),
      roof: rng() < 0.7 ? "tile" : "slate",
      h: rng.range(4.5, 6.5),
    });
  }
}

function trees(s, rng, pal, spots, { color = "#6c7a62" } = {}) {
  for (const [x, z, kind] of spots) {
    if (Math.hypot(x - s.cam.pos[0], z - s.cam.pos[2]) < 18) continue;
    s.sprite([x, 0, z], treeSprite(kind || "broad", rng, { color }));
  }
}

// ------------------------------------------------------------------ HERO
export function heroScene(key, { W, H }) {
  const { s, pal, rng } = setup(key, {
    W,
    H,
    pal: "golden",
    sun: [-0.75, 0.42, -0.35],
    cam: { pos: [-5, 2.6, -24], target: [0.5, 5.2, 4], fov: 34 },
  });
  landscape(s, rng, pal, { sunX: 0.14, mountainsH: 0.2, sunDiscOn: true, cloudsN: 4 });
  ground(s, pal, { color: "#979779" });
  patch(
    s,
    [
      [-60, 0.005, -30],
      [60, 0.005, -30],
      [60, 0.005, 30],
      [-60, 0.005, 30],
    ],
    "#8b926d",
  );
  patch(
    s,
    [
      [5.0, 0.01, -14],
      [6.4, 0.01, -14],
      [6.4, 0.01, 0],
      [5.0, 0.01, 0],
    ],
    "#c4b79f",
    { plane: -1.2 },
  );
  patch(
    s,
    [
      [-2, 0.01, -1.6],
      [14, 0.01, -1.6],
      [14, 0.01, 0],
      [-2, 0.01, 0],
    ],
    "#b9ab93",
    { plane: -1.2 },
  );
  farHouse(s, rng, -55, 95, { w: 9, d: 7 });
  farHouse(s, rng, -36, 110, { w: 7, d: 6, roof: "slate" });
  farHouse(s, rng, 24, 48, { w: 10, d: 8 });
  trees(s, rng, pal, [
    [-30, 60, "broad"],
    [-44, 80, "cypress"],
    [-41, 84, "cypress"],
    [19, 16, "broad"],
    [-6, 22, "cypress"],
    [30, 40, "pine"],
    [-60, 70, "broad"],
    [16, 30, "cypress"],
    [-20, 90, "broad"],
    [36, 60, "broad"],
  ]);
  hedge(s, rng, [13, 0, -3], [19, 0, -3], { height: 0.8, depth: 0.6, color: "#66735b" });
  const hs = house(s, rng, {
    x0: 0,
    z0: 0,
    w: 12,
    d: 8.5,
    h: 5.8,
    pitch: 38,
    roof: "zincAnthra",
    roofColor: "#6c737a",
    wall: "#ece6dc",
    chimney: { x: 8.8, size: 0.75, top: 1.0, color: "#e2d8c8" },
    windows: [{ at: [1.3, 3.2] }, { at: [3.9, 3.2] }, { at: [8.8, 3.2] }, { at: [1.3, 0.9] }, { at: [8.8, 0.9], width: 1.6 }],
    door: { at: [5.2, 0.4] },
    sideWindows: [
      { at: [2.5, 3.2], width: 1.0 },
      { at: [5.5, 1.0], width: 1.0 },
    ],
    shutters: "#8a979b",
    gutter: MAT.copper,
    gutterMetal: 0.8,
  });
  // craftsman kneeling on the roof, working on a seam
  const p = v.quad(hs.front.q, 0.3, 0.5);
  s.sprite(p, (x, y, ppm) => craftsman(x, y, 1.75 * ppm, { pose: "kneel", rim: "#ffcf99", helmet: "#eee7dc", vest: "#e8a35a" }), {
    bias: -20,
  });
  s.sprite([16.5, 0, 3], treeSprite("broad", rng, { color: "#66745c", size: 1.15 }));
  s.sprite([-4.5, 0, 6], treeSprite("small", rng, { color: "#66745c" }));
  grade(s, { vignette: 0.32, warm: 0.06 });
  return s.toSVG();
}

const W0 = 1600;
const H0 = 1067;
const fig = (opts) => (x, y, ppm) => craftsman(x, y, 1.76 * ppm, { rim: "#ffd3a1", helmet: "#eee7dc", vest: "#e8a35a", ...opts });

// ------------------------------------------------------------------ exterior: zinc roof works
export function zincWorksScene(
  key,
  {
    W = W0,
    H = H0,
    pal = "day",
    roof = "zinc",
    figures = true,
    scaffold = true,
    camPos = [17, 6.5, -15],
    camTarget = [5, 5.4, 3],
    sunX = 0.78,
  } = {},
) {
  const { s, pal: P, rng } = setup(key, { W, H, pal, sun: [0.6, 0.55, -0.45], cam: { pos: camPos, target: camTarget, fov: 40 } });
  landscape(s, rng, P, { sunX, mountainsH: 0.15, cloudsN: 5 });
  ground(s, P, { color: "#979779" });
  patch(
    s,
    [
      [-60, 0.005, -30],
      [60, 0.005, -30],
      [60, 0.005, 30],
      [-60, 0.005, 30],
    ],
    "#8b926d",
  );
  trees(s, rng, P, [
    [-8, 14, "broad"],
    [-12, 22, "cypress"],
    [18, 24, "broad"],
    [26, 30, "pine"],
    [-20, 40, "broad"],
    [6, 38, "broad"],
  ]);
  farHouse(s, rng, 30, 50, { w: 9, d: 7 });
  const hs = house(s, rng, {
    x0: 0,
    z0: 0,
    w: 11,
    d: 8,
    h: 5.6,
    pitch: 36,
    roof,
    wall: "#eae4d9",
    chimney: { x: 2.6, size: 0.7, top: 0.9, color: "#e0d5c4" },
    windows: [{ at: [1.2, 3.1] }, { at: [4.6, 3.1] }, { at: [8.4, 3.1] }, { at: [1.2, 0.9] }, { at: [8.4, 0.9] }],
    door: { at: [4.8, 0.4] },
    sideWindows: [
      { at: [2.2, 3.1], side: "right", width: 1.0 },
      { at: [5.2, 1.0], side: "right", width: 1.0 },
    ],
    shutters: "#8a979b",
    scaffold: scaffold ? { bay: 2.3 } : false,
  });
  if (figures === "install") {
    // two roofers on the top lift offering a new half-round gutter up to its hooks
    s.sprite([2.2, 4.0 + 0.01, -1.75], fig({ pose: "ladder", flip: false, rimSide: -1 }), { bias: -30 });
    s.sprite([5.6, 4.0 + 0.01, -1.75], fig({ pose: "ladder", flip: true, rimSide: 1 }), { bias: -30 });
    s.cylinder([0.8, 5.62, -1.05], [7.4, 5.62, -1.05], 0.085, { color: MAT.zinc, metal: 0.85, segments: 10, ref: [0, 0, -1] });
  } else if (figures) {
    s.sprite(v.quad(hs.front.q, 0.62, 0.58), fig({ pose: "kneel", flip: true, rimSide: 1, tool: "hammer" }), { bias: -20 });
    if (scaffold) s.sprite([3.2, 4.0 + 0.01, -2.1], fig({ pose: "carry" }), { bias: -30 });
  }
  grade(s, { vignette: 0.25 });
  return s.toSVG();
}

// ------------------------------------------------------------------ standing seam close-up
export function seamCloseupScene(
  key,
  {
    W = W0,
    H = H0,
    pal = "golden",
    color = MAT.zinc,
    figure = false,
    camPos = [-11, 12.6, 1.5],
    camTarget = [1, 8.6, 5.5],
    fov = 44,
  } = {},
) {
  const {
    s,
    pal: P,
    rng,
  } = setup(key, { W, H, pal, sun: [-0.7, 0.35, 0.4], cam: { pos: camPos, target: camTarget, fov }, hazeDist: 700 });
  landscape(s, rng, P, { sunX: 0.2, mountainsH: 0.18, cloudsN: 3, hillsN: 2 });
  valley(s, rng, P, { r0: 40, r1: 600 });
  const t = Math.tan((30 * Math.PI) / 180);
  // big roof plane: eave at z=0,y=6 rising to ridge at z=9
  const q = [
    [-9, 6, 0],
    [9, 6, 0],
    [9, 6 + 9 * t, 9],
    [-9, 6 + 9 * t, 9],
  ];
  const n = v.norm([0, 1, -t]);
  s.group([0, 8, 5], () => {
    s.order = 0;
    s.poly(q, {
      color,
      normal: n,
      metal: 0.6,
      shininess: 14,
      decor: seamDecor({ spacing: 0.5, rib: 0.035, rng, sheen: 0.14, sheenAt: 0.3 }),
    });
    s.order = 1;
    // ridge cap
    s.poly(
      [
        [-9, 6 + 9 * t + 0.08, 9],
        [9, 6 + 9 * t + 0.08, 9],
        [9, 6 + 9 * t - 0.05, 8.8],
        [-9, 6 + 9 * t - 0.05, 8.8],
      ],
      { color: lighten(color, 0.05), normal: n, metal: 0.6, flat: true },
    );
    // raised rib bodies near the camera (3D, so they read in close-up)
    for (let x = -9; x <= 9; x += 0.5) {
      if (Math.abs(x - 1.2) > 5) continue;
      const a = [x, 6, 0];
      const b = [x, 6 + 9 * t, 9];
      const up = v.mul(n, 0.04);
      s.poly([a, b, v.add(b, up), v.add(a, up)], { color, normal: [x < 1.2 ? 1 : -1, 0, 0], metal: 0.6, flat: true });
    }
    // clips / snow guards: a few copper brackets
    for (let x = -3; x <= 5; x += 1.5) {
      const p = v.quad(q, (x + 9) / 18 + 0.014, 0.12);
      s.line(p, v.add(p, v.mul(n, 0.12)), { color: MAT.copper, width: 0.03 });
    }
  });
  if (figure) s.sprite(v.quad(q, 0.38, 0.62), fig({ pose: "kneel", rimSide: -1, tool: "hammer" }), { bias: -30 });
  grade(s, { vignette: 0.3, warm: 0.05 });
  return s.toSVG();
}

// ------------------------------------------------------------------ gutter detail
export function gutterDetailScene(
  key,
  { W = W0, H = H0, pal = "day", metal = MAT.zinc, downpipe = false, wet = false, roof = "tile", cam } = {},
) {
  const {
    s,
    pal: P,
    rng,
  } = setup(key, {
    W,
    H,
    pal,
    sun: [-0.6, 0.6, -0.5],
    cam: cam || { pos: [-12.9, 5.3, -1.5], target: [-4, 4.3, -0.1], fov: 46 },
    hazeDist: 1200,
  });
  sky(s, P, { sunX: 0.15 });
  clouds(s, rng, { count: 4, y0: 0.05, y1: 0.3 });
  mountains(s, rng, P, { baseY: s.cam.horizonY + 4, height: 0.12, peaks: 6, layerT: 0.5, snow: true });
  hills(s, rng, P, { baseY: s.cam.horizonY + 6, amp: 18, layerT: 0.3 });
  valley(s, rng, P, { r0: 30, r1: 400, houses: 5, fields: 20, treesN: 40 });
  patch(
    s,
    [
      [-30, 0.005, -40],
      [40, 0.005, -40],
      [40, 0.005, 0],
      [-30, 0.005, 0],
    ],
    "#8b926d",
  );
  patch(
    s,
    [
      [-30, 0.01, -1.2],
      [40, 0.01, -1.2],
      [40, 0.01, 0],
      [-30, 0.01, 0],
    ],
    "#c9bfae",
    { plane: -1.2 },
  );
  hedge(s, rng, [-30, 0, -9], [30, 0, -9], { height: 1.2, depth: 0.7, color: "#66735b" });
  trees(s, rng, P, [
    [4, -16, "broad"],
    [14, -20, "cypress"],
    [16, -22, "cypress"],
    [24, -14, "broad"],
    [-2, -24, "broad"],
  ]);
  farHouse(s, rng, 22, -34, { w: 9, d: 7, roof: "tile" });
  const h = 5.5;
  const t = Math.tan((33 * Math.PI) / 180);
  const oh = 0.5;
  const yE = h - oh * t;
  s.group([0, 5, 0.5], () => {
    s.order = 0;
    // wall (render) and soffit
    s.poly(
      [
        [-12, 0, 0],
        [12, 0, 0],
        [12, h, 0],
        [-12, h, 0],
      ],
      { color: "#e9e2d6", normal: [0, 0, -1], decor: wallShade({ top: 0.45, bottom: 0 }) },
    );
    for (const x of [-9.5, -5.5, -1.5, 2.5, 6.5]) {
      wallWindow(s, [-12, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, -1], {
        at: [x + 12, 2.9],
        width: 1.1,
        height: 1.35,
        shutters: "#9aa5a0",
      });
      wallWindow(s, [-12, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, -1], {
        at: [x + 12, 0.8],
        width: 1.1,
        height: 1.35,
        shutters: "#9aa5a0",
      });
    }
    s.poly(
      [
        [-12, yE - 0.2, -oh],
        [12, yE - 0.2, -oh],
        [12, h - 0.05, 0],
        [-12, h - 0.05, 0],
      ],
      { color: "#e8e1d6", normal: [0, -1, 0] },
    );
    // rafter ends
    for (let x = -11.5; x < 12; x += 0.6)
      s.box([x - 0.05, yE - 0.2, -oh + 0.02], [x + 0.05, h - 0.12, 0], { color: "#a88866", skip: ["top"] });
    s.order = 2;
    const rq = [
      [-12, yE, -oh],
      [12, yE, -oh],
      [12, yE + 6 * t, 6 - oh],
      [-12, yE + 6 * t, 6 - oh],
    ];
    s.poly(rq, {
      color: roof === "tile" ? MAT.tile : MAT.slate,
      normal: v.norm([0, 1, -t]),
      decor: roof === "tile" ? tileDecor({ rng }) : slateDecor({ rng }),
    });
    s.poly([rq[0], rq[1], v.add(rq[1], [0, -0.2, 0]), v.add(rq[0], [0, -0.2, 0])], { color: "#d7d0c4", normal: [0, 0, -1] });
    // gutter: half-round, hooks, bead
    s.order = 4;
    const gr = 0.1;
    const gz = -oh - gr - 0.02;
    const gy = yE - 0.22;
    halfRound(s, [-12, gy, gz], [12, gy, gz], gr, { color: metal, metal: 0.85, segments: 16, frontSign: -1 });
    s.order = 5;
    for (let x = -11.4; x < 12; x += 0.6) {
      const pts = [];
      for (let k = 0; k <= 10; k++) {
        const a = (k / 10) * Math.PI;
        pts.push([x, gy - Math.sin(a) * (gr + 0.006), gz + Math.cos(a) * (gr + 0.006)]);
      }
      // only the outer/front half of the hook is visible; the strap runs back to the fascia
      for (let k = 5; k < 10; k++) s.line(pts[k], pts[k + 1], { color: darken(metal, 0.5), width: 0.018, cap: "butt" });
      s.line(pts[10], v.add(pts[10], [0, 0.03, 0.02]), { color: darken(metal, 0.5), width: 0.018 });
    }
    if (downpipe) {
      s.order = 6;
      const x = -0.6;
      // outlet (naissance) + swan neck + pipe
      s.cylinder([x, gy - 0.02, gz], [x, gy - 0.3, gz], 0.055, { color: metal, metal: 0.85, segments: 12, caps: false });
      s.cylinder([x, gy - 0.3, gz], [x, gy - 0.75, -0.1], 0.055, { color: metal, metal: 0.85, segments: 12 });
      s.cylinder([x, gy - 0.75, -0.1], [x, -1, -0.1], 0.055, { color: metal, metal: 0.85, segments: 12 });
      for (let y = gy - 1.4; y > 0; y -= 1.5) {
        s.cylinder([x, y, -0.1], [x, y + 0.05, -0.1], 0.062, { color: darken(metal, 0.25), metal: 0.6, segments: 12 });
      }
    }
  });
  if (wet) {
    s.foreground.push(rain(s, rng, { count: 160, opacity: 0.18, len: [20, 50] }));
  }
  grade(s, { vignette: 0.3 });
  return s.toSVG();
}

// ------------------------------------------------------------------ workshop (façonnage)
export function workshopScene(
  key,
  {
    W = W0,
    H = H0,
    camPos = [4.6, 1.8, -2.6],
    camTarget = [-1.2, 1.25, 8],
    fov = 50,
    figure = true,
    warm = 0.08,
    pose = "workbench",
    shafts = 0.32,
  } = {},
) {
  const { s } = setup(key, { W, H, pal: "overcast", sun: [-0.75, 0.5, 0.3], cam: { pos: camPos, target: camTarget, fov } });
  s.haze = "#cfd2d2";
  s.hazeDist = 260;
  s.hazeMax = 0.3;
  s.skyLight = "#dfe4e8";
  s.sunColor = "#fff1dc";
  s.ambient = 0.55;
  const X0 = -7;
  const X1 = 7;
  const Z0 = -4;
  const Z1 = 12;
  const Y1 = 5.6;
  s.background.push(`<rect width="${W}" height="${H}" fill="#c9c7c1"/>`);
  // room shell
  s.poly(
    [
      [X0, 0, Z0],
      [X1, 0, Z0],
      [X1, 0, Z1],
      [X0, 0, Z1],
    ],
    {
      color: "#a7a49c",
      normal: [0, 1, 0],
      plane: -3,
      decor: linesDecor({ every: 3, along: "u", color: "#000", opacity: 0.07, width: 0.01 }),
    },
  );
  s.poly(
    [
      [X0, Y1, Z1],
      [X1, Y1, Z1],
      [X1, Y1, Z0],
      [X0, Y1, Z0],
    ],
    { color: "#e6e2da", normal: [0, -1, 0], plane: -3, selfLight: 0.45 },
  );
  s.poly(
    [
      [X1, 0, Z1],
      [X0, 0, Z1],
      [X0, Y1, Z1],
      [X1, Y1, Z1],
    ],
    {
      color: "#dcd8cf",
      normal: [0, 0, -1],
      plane: -3,
      decor: linesDecor({ every: 0.3, color: "#000", opacity: 0.05, width: 0.01 }),
    },
  );
  s.poly(
    [
      [X0, 0, Z1],
      [X0, 0, Z0],
      [X0, Y1, Z0],
      [X0, Y1, Z1],
    ],
    {
      color: "#d6d1c7",
      normal: [1, 0, 0],
      plane: -3,
      decor: linesDecor({ every: 0.3, color: "#000", opacity: 0.05, width: 0.01 }),
    },
  );
  s.poly(
    [
      [X1, 0, Z0],
      [X1, 0, Z1],
      [X1, Y1, Z1],
      [X1, Y1, Z0],
    ],
    { color: "#bdb8ae", normal: [-1, 0, 0], plane: -3 },
  );
  // windows: back wall and left wall (bright panes with steel grid)
  const pane = (pts, n) => {
    const scr = pts.map((p) => s.P(p));
    const ys = scr.map((p) => p[1]);
    const gid = s.linearGradient(0, Math.min(...ys), 0, Math.max(...ys), [
      [0, "#f6f8f8"],
      [1, "#dfe6ea"],
    ]);
    s.poly(pts, { color: "#fff", normal: n, fillOverride: `url(#${gid})`, plane: -2.5 });
  };
  for (let i = 0; i < 4; i++) {
    const x0 = -6 + i * 3.1;
    pane(
      [
        [x0, 2.2, Z1 - 0.01],
        [x0 + 2.5, 2.2, Z1 - 0.01],
        [x0 + 2.5, 4.9, Z1 - 0.01],
        [x0, 4.9, Z1 - 0.01],
      ],
      [0, 0, -1],
    );
    for (let k = 1; k < 4; k++)
      s.line([x0 + (2.5 * k) / 4, 2.2, Z1 - 0.02], [x0 + (2.5 * k) / 4, 4.9, Z1 - 0.02], {
        color: "#5d646b",
        width: 0.035,
        layer: "items",
        bias: 200,
      });
    s.line([x0, 3.55, Z1 - 0.02], [x0 + 2.5, 3.55, Z1 - 0.02], { color: "#5d646b", width: 0.035, bias: 200 });
  }
  for (let i = 0; i < 4; i++) {
    const z0 = -1 + i * 3.2;
    pane(
      [
        [X0 + 0.01, 2.0, z0 + 2.6],
        [X0 + 0.01, 2.0, z0],
        [X0 + 0.01, 4.9, z0],
        [X0 + 0.01, 4.9, z0 + 2.6],
      ],
      [1, 0, 0],
    );
    for (let k = 1; k < 4; k++)
      s.line([X0 + 0.02, 2.0, z0 + (2.6 * k) / 4], [X0 + 0.02, 4.9, z0 + (2.6 * k) / 4], {
        color: "#5d646b",
        width: 0.035,
        bias: 200,
      });
    s.line([X0 + 0.02, 3.45, z0], [X0 + 0.02, 3.45, z0 + 2.6], { color: "#5d646b", width: 0.035, bias: 200 });
  }
  // roof trusses
  for (let z = 0; z < Z1; z += 3) s.line([X0, Y1 - 0.3, z], [X1, Y1 - 0.3, z], { color: "#6a6f74", width: 0.12, bias: 300 });
  // light shafts from the left windows onto the floor
  for (let i = 0; i < 4; i++) {
    const z0 = -1 + i * 3.2;
    const a = [X0, 4.9, z0];
    const b = [X0, 4.9, z0 + 2.6];
    const c = [X0 + 4.2, 0.01, z0 + 2.6 + 1.6];
    const d = [X0 + 4.2, 0.01, z0 + 1.6];
    const pa = s.P(a);
    const pc = s.P(c);
    const gid = s.linearGradient(pa[0], pa[1], pc[0], pc[1], [
      [0, "#fff6e4", shafts],
      [1, "#fff6e4", shafts * 0.12],
    ]);
    s.raw(`<polygon points="${pts2([a, b, c, d].map((p) => s.P(p)))}" fill="url(#${gid})"/>`, [X0 + 2, 2, z0 + 2], { plane: 2 });
    // sunlit patch on the floor
    s.poly(
      [
        [X0 + 3.2, 0.012, z0 + 1.3],
        [X0 + 4.8, 0.012, z0 + 1.3],
        [X0 + 4.8, 0.012, z0 + 3.6],
        [X0 + 3.2, 0.012, z0 + 3.6],
      ],
      { color: "#fff", normal: [0, 1, 0], fillOverride: "#fff3dc", opacity: 0.28, plane: -2 },
    );
  }
  // folding machine (plieuse)
  const paint = "#58697a";
  const steel = "#a3acb3";
  const mx0 = -3.6;
  const mx1 = 0.6;
  const mz = 5;
  s.group([(mx0 + mx1) / 2, 0.9, mz], () => {
    s.order = 0;
    s.box([mx0, 0, mz - 0.4], [mx1, 0.85, mz + 0.45], { color: paint, metal: 0.2 });
    s.box([mx0 - 0.35, 0, mz - 0.5], [mx0, 1.85, mz + 0.55], { color: paint, metal: 0.2 });
    s.box([mx1, 0, mz - 0.5], [mx1 + 0.35, 1.85, mz + 0.55], { color: paint, metal: 0.2 });
    s.order = 1;
    s.box([mx0, 0.85, mz - 0.7], [mx1, 0.93, mz + 0.45], { color: steel, metal: 0.6 });
    s.box([mx0, 1.42, mz - 0.15], [mx1, 1.8, mz + 0.35], { color: paint, metal: 0.2 });
    s.box([mx0 + 0.1, 0.98, mz - 0.25], [mx1 - 0.1, 1.42, mz - 0.12], { color: "#6f787f", metal: 0.5 });
    // orange safety accents / handles
    s.box([mx0 - 0.36, 1.2, mz - 0.52], [mx0 - 0.34, 1.5, mz - 0.48], { color: "#d0843c" });
    s.order = 2;
    // zinc sheet on the table with a bent flange
    s.poly(
      [
        [mx0 + 0.2, 0.935, mz - 0.7],
        [mx1 - 0.3, 0.935, mz - 0.7],
        [mx1 - 0.3, 0.935, mz + 0.2],
        [mx0 + 0.2, 0.935, mz + 0.2],
      ],
      { color: "#b6bec4", normal: [0, 1, 0], metal: 0.7, shininess: 12 },
    );
    s.poly(
      [
        [mx0 + 0.2, 0.935, mz - 0.7],
        [mx1 - 0.3, 0.935, mz - 0.7],
        [mx1 - 0.3, 1.2, mz - 0.85],
        [mx0 + 0.2, 1.2, mz - 0.85],
      ],
      { color: "#b6bec4", normal: v.norm([0, 0.5, -1]), metal: 0.8 },
    );
    // finished profiles (drip edges, copings) waiting on a trestle in front of the machine
    s.order = 3;
    s.box([mx0 + 0.4, 0, mz - 1.9], [mx0 + 0.5, 0.8, mz - 1.8], { color: "#6f777e" });
    s.box([mx1 - 0.8, 0, mz - 1.9], [mx1 - 0.7, 0.8, mz - 1.8], { color: "#6f777e" });
    for (let k = 0; k < 3; k++) {
      const z = mz - 2.0 + k * 0.09;
      const y = 0.8 + k * 0.01;
      s.poly(
        [
          [mx0 + 0.1, y, z],
          [mx1 - 0.2, y, z],
          [mx1 - 0.2, y + 0.12, z - 0.02],
          [mx0 + 0.1, y + 0.12, z - 0.02],
        ],
        { color: k === 1 ? MAT.copper : "#aab3ba", normal: v.norm([0, 0.2, -1]), metal: 0.8, shininess: 12 },
      );
      s.poly(
        [
          [mx0 + 0.1, y, z],
          [mx1 - 0.2, y, z],
          [mx1 - 0.2, y, z + 0.08],
          [mx0 + 0.1, y, z + 0.08],
        ],
        { color: k === 1 ? MAT.copper : "#aab3ba", normal: [0, 1, 0], metal: 0.8, shininess: 12 },
      );
    }
  });
  // coils of zinc on a rack
  for (let i = 0; i < 3; i++) {
    const cz = 8.2 + i * 1.1;
    s.group([3.6, 0.5, cz], () => {
      s.cylinder([3.0, 0.5, cz], [4.2, 0.5, cz], 0.42, {
        color: "#a9b1b8",
        metal: 0.7,
        segments: 24,
        caps: true,
        ref: [0, 1, 0],
      });
    });
  }
  s.box([2.8, 0, 7.6], [4.4, 0.12, 11], { color: "#8a6a4c" });
  // stack of sheets on a pallet + sheets leaning on the left wall
  s.group([-5, 0.3, 8.5], () => {
    s.order = 0;
    s.box([-6.2, 0, 7.4], [-3.4, 0.14, 9.8], { color: "#9c7a56" });
    s.order = 1;
    s.box([-6.15, 0.14, 7.45], [-3.45, 0.42, 9.75], {
      color: { top: "#b9c1c7", side: "#8d969d" },
      metal: 0.6,
      decor: {
        xmax: linesDecor({ every: 0.03, color: "#000", opacity: 0.15, width: 0.004 }),
        zmin: linesDecor({ every: 0.03, color: "#000", opacity: 0.15, width: 0.004 }),
      },
    });
  });
  for (let i = 0; i < 5; i++) {
    const z0 = 0.2 + i * 0.25;
    s.poly(
      [
        [X0 + 0.05, 0, z0],
        [X0 + 0.05, 0, z0 + 1.0],
        [X0 + 0.45, 2.6, z0 + 1.0],
        [X0 + 0.45, 2.6, z0],
      ],
      {
        color: i === 2 ? MAT.copper : i === 4 ? MAT.zincAnthra : "#aab2b8",
        normal: v.norm([1, 0.15, 0]),
        metal: 0.75,
        shininess: 10,
        bias: -i * 0.05,
      },
    );
  }
  // workbench with tools
  s.group([4.5, 0.8, 2.5], () => {
    s.order = 0;
    s.box([3.2, 0, 1.8], [6.6, 0.85, 3.0], { color: { side: "#7d8790", top: "#8d6e50" } });
    s.box([3.15, 0.85, 1.75], [6.65, 0.92, 3.05], { color: "#9a7a58" });
    s.order = 1;
    s.poly(
      [
        [3.6, 0.925, 2.0],
        [4.8, 0.925, 2.0],
        [4.8, 0.925, 2.7],
        [3.6, 0.925, 2.7],
      ],
      { color: "#b9c1c7", normal: [0, 1, 0], metal: 0.6 },
    );
    s.line([5.1, 0.94, 2.2], [5.6, 0.94, 2.45], { color: "#2c3136", width: 0.04 });
    s.line([5.6, 0.94, 2.45], [5.75, 0.94, 2.5], { color: "#c26d2e", width: 0.05 });
    s.line([5.3, 0.94, 2.7], [6.1, 0.94, 2.7], { color: "#d9b24a", width: 0.03 });
  });
  // pendant lamps
  for (const [x, z] of [
    [-2.2, 4.2],
    [2.5, 6],
    [-1, 9.5],
  ]) {
    s.line([x, Y1, z], [x, 3.6, z], { color: "#2b3035", width: 0.015, bias: -1 });
    s.sprite([x, 3.6, z], (px, py, ppm) => {
      const r = 0.32 * ppm;
      const g = s.radialGradient(px, py + r * 0.6, r * 6, [
        [0, "#ffd9a3", 0.5],
        [0.3, "#ffd9a3", 0.12],
        [1, "#ffd9a3", 0],
      ]);
      return `<circle cx="${f1(px)}" cy="${f1(py + r * 0.6)}" r="${f1(r * 6)}" fill="url(#${g})"/><path d="M${f1(px - r)},${f1(py + r * 0.7)} Q${f1(px)},${f1(py - r * 0.8)} ${f1(px + r)},${f1(py + r * 0.7)} Z" fill="#2e353b"/><ellipse cx="${f1(px)}" cy="${f1(py + r * 0.7)}" rx="${f1(r * 0.9)}" ry="${f1(r * 0.18)}" fill="#ffe9c6"/>`;
    });
  }
  if (figure) {
    const fp = pose === "workbench" ? [-1.0, 0, 3.75] : [4.2, 0, 1.3];
    s.sprite(
      fp,
      (x, y, ppm) =>
        craftsman(x, y, 1.78 * ppm, {
          pose,
          flip: pose === "workbench",
          rim: "#fff0d6",
          rimSide: 1,
          helmet: null,
          color: "#262b31",
          vest: "#d98f45",
        }),
      { bias: -0.5 },
    );
  }
  grade(s, { vignette: 0.3, warm });
  return s.toSVG();
}

// ------------------------------------------------------------------ plans on the desk (conseil / expertise)
export function plansScene(key, { W = W0, H = H0, variant = 1 } = {}) {
  const rng = makeRng(key);
  const cam = makeCamera({ W, H, pos: [0, 10, 0.01], target: [0, 0, 0], fov: 40 });
  const s = new Scene({ W, H, cam });
  const blur = s.blurFilter(10);
  const blurS = s.blurFilter(4);
  // oak desk with soft grain
  const desk = s.linearGradient(0, 0, W, H, [
    [0, "#a7835f"],
    [1, "#8b6a4b"],
  ]);
  let o = `<rect width="${W}" height="${H}" fill="url(#${desk})"/>`;
  for (let i = 0; i < 70; i++) {
    const y = rng.range(0, H);
    o += `<path d="M0,${f1(y)} C${f1(W * 0.3)},${f1(y + rng.range(-14, 14))} ${f1(W * 0.6)},${f1(y + rng.range(-14, 14))} ${W},${f1(y + rng.range(-10, 10))}" stroke="${rng() < 0.5 ? "#6e5138" : "#c29d76"}" stroke-width="${f1(rng.range(0.6, 2.2))}" fill="none" opacity="${f1(rng.range(0.08, 0.25))}"/>`;
  }
  // light from the window (top-left)
  const lg = s.radialGradient(W * 0.1, -H * 0.1, W * 1.1, [
    [0, "#fff2dc", 0.35],
    [1, "#fff2dc", 0],
  ]);
  o += `<rect width="${W}" height="${H}" fill="url(#${lg})"/>`;
  // drawing sheet (rotated slightly)
  const ang = variant === 1 ? -4 : 3;
  const px = variant === 1 ? 180 : 520;
  const py = variant === 1 ? 110 : 150;
  const pw = 920;
  const ph = 640;
  o += `<g transform="rotate(${ang} ${px + pw / 2} ${py + ph / 2})">`;
  o += `<rect x="${px + 14}" y="${py + 18}" width="${pw}" height="${ph}" fill="#2c2118" opacity="0.35" filter="url(#${blur})"/>`;
  o += `<rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="#f3efe6"/>`;
  const ink = "#33506b";
  const ln = (x1, y1, x2, y2, w = 1.6, op = 0.9, dash = "") =>
    `<line x1="${f1(px + x1)}" y1="${f1(py + y1)}" x2="${f1(px + x2)}" y2="${f1(py + y2)}" stroke="${ink}" stroke-width="${w}" opacity="${op}"${dash ? ` stroke-dasharray="${dash}"` : ""}/>`;
  // frame & title block (lines only)
  o += `<rect x="${px + 24}" y="${py + 24}" width="${pw - 48}" height="${ph - 48}" fill="none" stroke="${ink}" stroke-width="2" opacity="0.8"/>`;
  o += `<rect x="${px + pw - 264}" y="${py + ph - 104}" width="240" height="80" fill="none" stroke="${ink}" stroke-width="1.4" opacity="0.7"/>`;
  for (let i = 1; i < 4; i++) o += ln(pw - 264, ph - 104 + i * 20, pw - 24, ph - 104 + i * 20, 0.8, 0.5);
  // roof plan: hipped roof outline with ridges and valleys
  const rx = 80;
  const ry = 80;
  const rw = 470;
  const rh = 300;
  o += `<rect x="${px + rx}" y="${py + ry}" width="${rw}" height="${rh}" fill="#dfe6ec" stroke="${ink}" stroke-width="2.4"/>`;
  o +=
    ln(rx, ry, rx + 130, ry + rh / 2, 1.8) +
    ln(rx, ry + rh, rx + 130, ry + rh / 2, 1.8) +
    ln(rx + rw, ry, rx + rw - 130, ry + rh / 2, 1.8) +
    ln(rx + rw, ry + rh, rx + rw - 130, ry + rh / 2, 1.8) +
    ln(rx + 130, ry + rh / 2, rx + rw - 130, ry + rh / 2, 2.6);
  // standing seams hatching on one plane
  for (let x = rx + 20; x < rx + rw - 20; x += 16) {
    const t = (x - rx) / rw;
    const yTop = ry + Math.min(rh / 2, (Math.min(t, 1 - t) * rw * (rh / 2)) / 130);
    o += ln(x, ry + 2, x, Math.min(ry + rh / 2 - 2, yTop), 0.7, 0.45);
  }
  // gutters & downpipes markers
  o += `<rect x="${px + rx - 8}" y="${py + ry - 8}" width="${rw + 16}" height="${rh + 16}" fill="none" stroke="#b8723d" stroke-width="2" opacity="0.85"/>`;
  for (const [cx, cy] of [
    [rx - 8, ry - 8],
    [rx + rw + 8, ry - 8],
    [rx - 8, ry + rh + 8],
    [rx + rw + 8, ry + rh + 8],
  ])
    o += `<circle cx="${px + cx}" cy="${py + cy}" r="7" fill="#f3efe6" stroke="#b8723d" stroke-width="2"/>`;
  // dimension lines with ticks
  const dim = (x1, y1, x2, y2) =>
    ln(x1, y1, x2, y2, 1, 0.7) + ln(x1 - 5, y1 + 5, x1 + 5, y1 - 5, 1.2, 0.8) + ln(x2 - 5, y2 + 5, x2 + 5, y2 - 5, 1.2, 0.8);
  o += dim(rx, ry + rh + 50, rx + rw, ry + rh + 50) + dim(rx - 50, ry, rx - 50, ry + rh);
  // section of the eave (profile) on the right
  const sx = 620;
  const sy = 110;
  o +=
    ln(sx, sy + 200, sx + 200, sy + 60, 2.4) +
    ln(sx + 200, sy + 60, sx + 240, sy + 60, 1.4) +
    ln(sx + 20, sy + 200, sx + 20, sy + 330, 2.2) +
    ln(sx + 60, sy + 200, sx + 60, sy + 330, 2.2);
  o += `<path d="M${px + sx - 26},${py + sy + 196} a20,20 0 0 0 40,0" fill="none" stroke="#b8723d" stroke-width="2.4"/>`;
  for (let k = 0; k < 8; k++) o += ln(sx + 20, sy + 214 + k * 14, sx + 60, sy + 200 + k * 14, 0.8, 0.45);
  o += ln(sx - 20, sy + 346, sx + 250, sy + 346, 0.8, 0.5, "6 5");
  // notes: blocks of lines (not text)
  for (let i = 0; i < 5; i++) o += ln(620, 490 + i * 16, 620 + rng.range(120, 200), 490 + i * 16, 3, 0.18);
  o += `</g>`;
  // tablet
  const tx = variant === 1 ? 1080 : 90;
  const ty = variant === 1 ? 520 : 470;
  o += `<g transform="rotate(${variant === 1 ? 8 : -7} ${tx + 200} ${ty + 140})">`;
  o += `<rect x="${tx + 10}" y="${ty + 16}" width="400" height="280" rx="22" fill="#1d1a17" opacity="0.45" filter="url(#${blur})"/>`;
  o += `<rect x="${tx}" y="${ty}" width="400" height="280" rx="22" fill="#24292f"/>`;
  const sg = s.linearGradient(tx, ty, tx, ty + 280, [
    [0, "#9fb4c6"],
    [0.55, "#dfd3c0"],
    [1, "#8e8f76"],
  ]);
  o += `<rect x="${tx + 16}" y="${ty + 16}" width="368" height="248" rx="8" fill="url(#${sg})"/>`;
  // tiny roof illustration on the screen
  o += `<polygon points="${tx + 80},${ty + 190} ${tx + 170},${ty + 110} ${tx + 330},${ty + 110} ${tx + 330},${ty + 190}" fill="#6c737a"/>`;
  for (let k = 0; k < 14; k++)
    o += `<line x1="${tx + 92 + k * 17}" y1="${ty + 190}" x2="${tx + 178 + k * 11}" y2="${ty + 110}" stroke="#9aa3aa" stroke-width="1.2"/>`;
  o += `<rect x="${tx + 80}" y="${ty + 190}" width="250" height="60" fill="#ece6dc"/><rect x="${tx + 76}" y="${ty + 188}" width="258" height="5" fill="#b8723d"/>`;
  o += `<rect x="${tx + 110}" y="${ty + 205}" width="26" height="30" fill="#55616c"/><rect x="${tx + 270}" y="${ty + 205}" width="26" height="30" fill="#55616c"/>`;
  o += `</g>`;
  // zinc & copper samples (small standing-seam swatches)
  const sw = [
    ["#aab2b9", "#d7dde1"],
    ["#858d95", "#b3bac0"],
    ["#555b61", "#7d848b"],
    ["#b8723d", "#e0a06a"],
  ];
  const sx0 = variant === 1 ? 1170 : 1150;
  const sy0 = variant === 1 ? 110 : 640;
  sw.forEach(([c1, c2], i) => {
    const x = sx0 + (i % 2) * 150;
    const y = sy0 + Math.floor(i / 2) * 190;
    const g = s.linearGradient(x, y, x + 130, y + 170, [
      [0, c2],
      [0.5, c1],
      [1, c2],
    ]);
    o += `<rect x="${x + 6}" y="${y + 10}" width="130" height="170" fill="#1d1a17" opacity="0.4" filter="url(#${blurS})"/>`;
    o += `<rect x="${x}" y="${y}" width="130" height="170" fill="url(#${g})"/>`;
    o += `<rect x="${x + 62}" y="${y}" width="6" height="170" fill="${c2}"/><rect x="${x + 68}" y="${y}" width="3" height="170" fill="#000" opacity="0.25"/>`;
  });
  // folding rule (mètre pliant) with tick marks
  const fx = variant === 1 ? 160 : 760;
  const fy = variant === 1 ? 860 : 110;
  o += `<g transform="rotate(${variant === 1 ? -12 : 6} ${fx} ${fy})">`;
  o += `<rect x="${fx + 6}" y="${fy + 10}" width="620" height="44" fill="#1d1a17" opacity="0.35" filter="url(#${blurS})"/>`;
  for (let k = 0; k < 3; k++) {
    o += `<rect x="${fx + k * 206}" y="${fy}" width="204" height="42" rx="3" fill="#e4c25a"/>`;
    for (let t = 6; t < 200; t += 6)
      o += `<line x1="${fx + k * 206 + t}" y1="${fy}" x2="${fx + k * 206 + t}" y2="${fy + (t % 30 === 0 ? 16 : 8)}" stroke="#2b2a26" stroke-width="1.3"/>`;
    o += `<circle cx="${fx + k * 206 + 202}" cy="${fy + 21}" r="4" fill="#8e8a80"/>`;
  }
  o += `</g>`;
  // pencil
  const qx = variant === 1 ? 760 : 300;
  const qy = variant === 1 ? 800 : 900;
  o += `<g transform="rotate(${variant === 1 ? 24 : -18} ${qx} ${qy})"><rect x="${qx + 4}" y="${qy + 8}" width="330" height="16" fill="#1d1a17" opacity="0.35" filter="url(#${blurS})"/><rect x="${qx}" y="${qy}" width="300" height="16" fill="#3b4650"/><rect x="${qx}" y="${qy}" width="300" height="5" fill="#56636e"/><polygon points="${qx + 300},${qy} ${qx + 336},${qy + 8} ${qx + 300},${qy + 16}" fill="#d9b48c"/><polygon points="${qx + 326},${qy + 5} ${qx + 336},${qy + 8} ${qx + 326},${qy + 11}" fill="#2b2a26"/><rect x="${qx - 22}" y="${qy}" width="22" height="16" fill="#b8723d"/></g>`;
  s.background.push(o);
  grade(s, { vignette: 0.35, warm: 0.05 });
  return s.toSVG();
}

// ------------------------------------------------------------------ flat roof terrace (étanchéité)
export function flatRoofScene(
  key,
  { W = W0, H = H0, pal = "day", stage = "progress", camPos = [-8, 12.8, -12], camTarget = [6, 8.2, 5], fov = 44 } = {},
) {
  const { s, pal: P, rng } = setup(key, { W, H, pal, sun: [-0.55, 0.62, -0.4], cam: { pos: camPos, target: camTarget, fov } });
  landscape(s, rng, P, { sunX: pal === "golden" ? 0.15 : 0.2, mountainsH: 0.13, cloudsN: 4 });
  valley(s, rng, P, { r0: 60, r1: 500, houses: 6, treesN: 50 });
  // neighbouring buildings (Caluire: small residential blocks, trees)
  cityBlock(s, rng, { x0: -30, z0: 30, count: 4, depth: 9, hRange: [7, 11] });
  cityBlock(s, rng, { x0: 20, z0: 18, count: 3, depth: 9, hRange: [6, 10] });
  trees(s, rng, P, [
    [-6, 16, "broad"],
    [18, 8, "broad"],
    [22, 4, "cypress"],
    [-14, 8, "broad"],
    [2, 22, "broad"],
    [12, 26, "pine"],
  ]);
  const b = flatRoofBuilding(s, rng, {
    x0: 0,
    z0: 0,
    w: 14,
    d: 10,
    h: 7,
    wall: "#e7e1d6",
    windows: [0.8, 4.2, 7.6, 11].flatMap((x) => [
      { at: [x, 0.9], width: 1.6, height: 1.5, bars: 2, frame: "#ece8e0" },
      { at: [x, 4.2], width: 1.6, height: 1.5, bars: 2, frame: "#ece8e0" },
    ]),
    sideWindows: [
      { at: [1.5, 4.2], side: "left", width: 1.4, frame: "#ece8e0" },
      { at: [5.5, 4.2], side: "left", width: 1.4, frame: "#ece8e0" },
      { at: [1.5, 0.9], side: "right", width: 1.4, frame: "#ece8e0" },
      { at: [5.5, 0.9], side: "right", width: 1.4, frame: "#ece8e0" },
      { at: [1.5, 4.2], side: "right", width: 1.4, frame: "#ece8e0" },
      { at: [5.5, 4.2], side: "right", width: 1.4, frame: "#ece8e0" },
    ],
    membraneDecorFn: stage === "finished" ? membraneDecor({ strip: 1.0, rng }) : membraneDecor({ strip: 1.0, rng }),
  });
  const Y = 7.0;
  const [p0, , p2] = b.inner;
  const ix0 = p0[0];
  const iz0 = p0[2];
  const ix1 = p2[0];
  const iz1 = p2[2];
  s.group([7, 7.2, 5], () => {
    s.order = 0;
    if (stage === "progress") {
      // uncovered part: insulation boards (light), membrane laid on the rest
      const xs = ix0 + (ix1 - ix0) * 0.58;
      s.poly(
        [
          [xs, Y + 0.01, iz0],
          [ix1, Y + 0.01, iz0],
          [ix1, Y + 0.01, iz1],
          [xs, Y + 0.01, iz1],
        ],
        {
          color: "#d8cfb4",
          normal: [0, 1, 0],
          decor: (sc, it) => {
            let out = "";
            const q = it.pts;
            for (let u = 1.2; u < ix1 - xs; u += 1.2) {
              const A = sc.P(v.quad(q, u / (ix1 - xs), 0));
              const B = sc.P(v.quad(q, u / (ix1 - xs), 1));
              out += `<line x1="${f1(A[0])}" y1="${f1(A[1])}" x2="${f1(B[0])}" y2="${f1(B[1])}" stroke="#9c9278" stroke-width="1.2"/>`;
            }
            for (let w2 = 0.6; w2 < iz1 - iz0; w2 += 0.6) {
              const A = sc.P(v.quad(q, 0, w2 / (iz1 - iz0)));
              const B = sc.P(v.quad(q, 1, w2 / (iz1 - iz0)));
              out += `<line x1="${f1(A[0])}" y1="${f1(A[1])}" x2="${f1(B[0])}" y2="${f1(B[1])}" stroke="#9c9278" stroke-width="1"/>`;
            }
            return out;
          },
        },
      );
      s.order = 1;
      // membrane rolls
      for (let i = 0; i < 4; i++) {
        const x = xs + 1.2 + i * 0.75;
        s.cylinder([x, Y + 0.18, iz1 - 2.2], [x, Y + 0.18, iz1 - 1.2], 0.17, {
          color: "#33373b",
          metal: 0.15,
          segments: 14,
          caps: true,
          ref: [1, 0, 0],
        });
      }
      // the roll being unrolled at the seam line
      s.cylinder([xs + 0.25, Y + 0.2, iz0 + 1], [xs + 0.25, Y + 0.2, iz1 - 1], 0.2, {
        color: "#3a3e42",
        metal: 0.15,
        segments: 16,
        caps: true,
        ref: [1, 0, 0],
      });
      // gas bottle
      s.cylinder([ix1 - 1, Y, iz0 + 1.2], [ix1 - 1, Y + 0.8, iz0 + 1.2], 0.16, {
        color: "#c46b2f",
        metal: 0.2,
        segments: 12,
        caps: true,
      });
    } else {
      // finished terrace: stone pavers on pedestals, planters, wood deck
      const dx0 = ix0 + 0.6;
      const dx1 = ix0 + (ix1 - ix0) * 0.62;
      s.poly(
        [
          [dx0, Y + 0.08, iz0 + 0.6],
          [dx1, Y + 0.08, iz0 + 0.6],
          [dx1, Y + 0.08, iz1 - 0.6],
          [dx0, Y + 0.08, iz1 - 0.6],
        ],
        {
          color: "#d9d1c2",
          normal: [0, 1, 0],
          decor: (sc, it) => {
            let out = "";
            const q = it.pts;
            const Wd = dx1 - dx0;
            const Dd = iz1 - iz0 - 1.2;
            for (let u = 0.6; u < Wd; u += 0.6) {
              const A = sc.P(v.quad(q, u / Wd, 0));
              const B = sc.P(v.quad(q, u / Wd, 1));
              out += `<line x1="${f1(A[0])}" y1="${f1(A[1])}" x2="${f1(B[0])}" y2="${f1(B[1])}" stroke="#9d9586" stroke-width="1.1"/>`;
            }
            for (let w2 = 0.6; w2 < Dd; w2 += 0.6) {
              const A = sc.P(v.quad(q, 0, w2 / Dd));
              const B = sc.P(v.quad(q, 1, w2 / Dd));
              out += `<line x1="${f1(A[0])}" y1="${f1(A[1])}" x2="${f1(B[0])}" y2="${f1(B[1])}" stroke="#9d9586" stroke-width="1.1"/>`;
            }
            return out;
          },
        },
      );
      s.poly(
        [
          [dx0, Y, iz0 + 0.6],
          [dx1, Y, iz0 + 0.6],
          [dx1, Y + 0.08, iz0 + 0.6],
          [dx0, Y + 0.08, iz0 + 0.6],
        ],
        { color: "#bdb5a6", normal: [0, 0, -1], flat: true },
      );
      s.order = 1;
      // gravel strip along parapets
      s.poly(
        [
          [dx1 + 0.2, Y + 0.03, iz0],
          [ix1, Y + 0.03, iz0],
          [ix1, Y + 0.03, iz1],
          [dx1 + 0.2, Y + 0.03, iz1],
        ],
        {
          color: "#bfb6a4",
          normal: [0, 1, 0],
          decor: (sc, it) => {
            let out = "";
            for (let k = 0; k < 500; k++) {
              const p = sc.P(v.quad(it.pts, rng(), rng()));
              out += `<circle cx="${f1(p[0])}" cy="${f1(p[1])}" r="${f1(rng.range(0.6, 1.5))}" fill="${rng() < 0.5 ? "#8f887a" : "#e2dccf"}" opacity="0.55"/>`;
            }
            return out;
          },
        },
      );
      s.order = 2;
      // planters with shrubs
      for (const [x, z] of [
        [dx0 + 0.1, iz1 - 1.3],
        [dx0 + 2.2, iz1 - 1.3],
        [dx0 + 4.3, iz1 - 1.3],
        [dx0 + 0.1, iz0 + 1.0],
      ]) {
        s.box([x, Y + 0.08, z], [x + 1.6, Y + 0.6, z + 0.6], { color: MAT.zincAnthra, metal: 0.3 });
        s.sprite([x + 0.8, Y + 0.6, z + 0.3], treeSprite("small", rng, { color: "#6b7b5c", size: 0.28 }), { bias: -0.4 });
      }
      // lounge chairs
      for (const x of [dx0 + 2.4, dx0 + 3.7]) {
        s.box([x, Y + 0.08, iz0 + 2.2], [x + 0.7, Y + 0.4, iz0 + 4.0], { color: { top: "#efe9de", side: "#8a6a4c" } });
        s.poly(
          [
            [x, Y + 0.4, iz0 + 3.6],
            [x + 0.7, Y + 0.4, iz0 + 3.6],
            [x + 0.7, Y + 0.95, iz0 + 4.05],
            [x, Y + 0.95, iz0 + 4.05],
          ],
          { color: "#efe9de", normal: v.norm([0, 0.6, -0.8]) },
        );
      }
      // parasol
      s.line([dx0 + 3.3, Y + 0.08, iz0 + 4.8], [dx0 + 3.3, Y + 2.4, iz0 + 4.8], { color: "#6b5a48", width: 0.05 });
      s.sprite(
        [dx0 + 3.3, Y + 2.4, iz0 + 4.8],
        (x, y, ppm) => {
          const r = 1.3 * ppm;
          return `<path d="M${f1(x - r)},${f1(y + r * 0.25)} Q${f1(x)},${f1(y - r * 0.45)} ${f1(x + r)},${f1(y + r * 0.25)} Z" fill="#e7ddcc"/><path d="M${f1(x - r)},${f1(y + r * 0.25)} Q${f1(x)},${f1(y + r * 0.1)} ${f1(x + r)},${f1(y + r * 0.25)}" fill="#c9bda8"/>`;
        },
        { bias: -1 },
      );
      // glass railing on the parapet (front)
      s.order = 6;
      s.poly(
        [
          [b.x0, b.top + 0.06, b.z0 + 0.1],
          [b.x1, b.top + 0.06, b.z0 + 0.1],
          [b.x1, b.top + 1.0, b.z0 + 0.1],
          [b.x0, b.top + 1.0, b.z0 + 0.1],
        ],
        { color: "#cfe0ea", normal: [0, 0, -1], opacity: 0.22, flat: true, stroke: "#e9f1f5", strokeWidth: 1.2 },
      );
    }
    // drain outlet (EEP) and roof hatch
    s.order = 1;
    s.sprite(
      [ix1 - 0.6, Y + 0.02, iz0 + 0.6],
      (x, y, ppm) =>
        `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(0.16 * ppm)}" ry="${f1(0.08 * ppm)}" fill="#1f2326"/><ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(0.11 * ppm)}" ry="${f1(0.055 * ppm)}" fill="none" stroke="#8e979e" stroke-width="${f1(0.02 * ppm)}"/>`,
    );
    s.box([ix0 + 1, Y, iz1 - 2.0], [ix0 + 2.0, Y + 0.45, iz1 - 1.0], { color: { top: "#c7d3da", side: "#9aa3aa" }, metal: 0.4 });
  });
  if (stage === "progress") {
    s.sprite([ix0 + (ix1 - ix0) * 0.58 - 0.5, Y, iz0 + 3.4], fig({ pose: "kneel", tool: "torch", flip: false, rimSide: -1 }), {
      bias: -10,
    });
    s.sprite([ix0 + (ix1 - ix0) * 0.4, Y, iz1 - 1.5], fig({ pose: "bend", flip: true, rimSide: 1 }), { bias: -10 });
  }
  grade(s, { vignette: 0.28, warm: pal === "golden" ? 0.06 : 0 });
  return s.toSVG();
}

// ------------------------------------------------------------------ flat roof detail: upstand, coping, drain
export function drainDetailScene(key, { W = W0, H = H0, pal = "day" } = {}) {
  const {
    s,
    pal: P,
    rng,
  } = setup(key, { W, H, pal, sun: [-0.5, 0.7, -0.5], cam: { pos: [3.4, 8.6, 3.6], target: [0.4, 7.4, 0.5], fov: 50 } });
  landscape(s, rng, P, { sunX: 0.3, mountainsH: 0.12, cloudsN: 4 });
  valley(s, rng, P, { r0: 40, r1: 400, houses: 6 });
  const Y = 7;
  s.group([1, 7, 1], () => {
    s.order = 0;
    s.poly(
      [
        [0.25, Y, 0.25],
        [9, Y, 0.25],
        [9, Y, 9],
        [0.25, Y, 9],
      ],
      { color: "#52575c", normal: [0, 1, 0], decor: membraneDecor({ strip: 1.0, along: "v", rng }) },
    );
    s.order = 1;
    // parapets along x=0 and z=0 (corner), with membrane upstand and zinc coping
    const top = Y + 0.6;
    s.poly(
      [
        [9, Y, 0.25],
        [0.25, Y, 0.25],
        [0.25, top, 0.25],
        [9, top, 0.25],
      ],
      { color: "#e2dcd0", normal: [0, 0, 1] },
    );
    s.poly(
      [
        [0.25, Y, 0.25],
        [0.25, Y, 9],
        [0.25, top, 9],
        [0.25, top, 0.25],
      ],
      { color: "#e2dcd0", normal: [1, 0, 0] },
    );
    s.order = 2;
    s.poly(
      [
        [9, Y, 0.26],
        [0.26, Y, 0.26],
        [0.26, Y + 0.25, 0.26],
        [9, Y + 0.25, 0.26],
      ],
      { color: "#3b4045", normal: [0, 0, 1] },
    );
    s.poly(
      [
        [0.26, Y, 0.26],
        [0.26, Y, 9],
        [0.26, Y + 0.25, 9],
        [0.26, Y + 0.25, 0.26],
      ],
      { color: "#3b4045", normal: [1, 0, 0] },
    );
    // metal termination bar
    s.line([9, Y + 0.25, 0.27], [0.27, Y + 0.25, 0.27], { color: "#9aa3aa", width: 0.025 });
    s.line([0.27, Y + 0.25, 0.27], [0.27, Y + 0.25, 9], { color: "#9aa3aa", width: 0.025 });
    // fillet at the corner (angle bead)
    s.poly(
      [
        [9, Y, 0.26],
        [0.26, Y, 0.26],
        [0.36, Y + 0.1, 0.36],
        [9, Y + 0.1, 0.36],
      ],
      { color: "#43484d", normal: v.norm([0, 1, 1]) },
    );
    s.order = 3;
    s.box([-0.05, top, -0.05], [9, top + 0.05, 0.32], { color: MAT.zinc, metal: 0.7 });
    s.box([-0.05, top, 0.32], [0.32, top + 0.05, 9], { color: MAT.zinc, metal: 0.7 });
    s.poly(
      [
        [9, top - 0.08, 0.325],
        [-0.05, top - 0.08, 0.325],
        [-0.05, top + 0.001, 0.325],
        [9, top + 0.001, 0.325],
      ],
      { color: MAT.zinc, normal: [0, 0, 1], metal: 0.7 },
    );
    s.poly(
      [
        [0.325, top - 0.08, -0.05],
        [0.325, top - 0.08, 9],
        [0.325, top + 0.001, 9],
        [0.325, top + 0.001, -0.05],
      ],
      { color: MAT.zinc, normal: [1, 0, 0], metal: 0.7 },
    );
  });
  // drain: a round outlet with a dome grille, membrane collar
  s.sprite([1.6, Y + 0.005, 1.3], (x, y, ppm) => {
    const r = 0.28 * ppm;
    let o = `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(r * 1.6)}" ry="${f1(r * 1.05)}" fill="#2a2e32"/>`;
    o += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(r * 1.6)}" ry="${f1(r * 1.05)}" fill="none" stroke="#50565c" stroke-width="${f1(0.02 * ppm)}"/>`;
    o += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(r)}" ry="${f1(r * 0.62)}" fill="#121416"/>`;
    const g = s.radialGradient(x - r * 0.3, y - r * 0.9, r * 1.3, [
      [0, "#e6ebee"],
      [1, "#7d868d"],
    ]);
    o += `<path d="M${f1(x - r * 0.85)},${f1(y)} Q${f1(x - r * 0.8)},${f1(y - r * 1.1)} ${f1(x)},${f1(y - r * 1.15)} Q${f1(x + r * 0.8)},${f1(y - r * 1.1)} ${f1(x + r * 0.85)},${f1(y)} Z" fill="url(#${g})"/>`;
    for (let k = -3; k <= 3; k++)
      o += `<line x1="${f1(x + k * r * 0.22)}" y1="${f1(y - r * 0.05)}" x2="${f1(x + k * r * 0.12)}" y2="${f1(y - r * 1.08)}" stroke="#454b50" stroke-width="${f1(0.012 * ppm)}"/>`;
    for (let k = 1; k <= 3; k++)
      o += `<path d="M${f1(x - r * 0.85 * (1 - k * 0.18))},${f1(y - r * k * 0.3)} Q${f1(x)},${f1(y - r * (k * 0.3 + 0.12))} ${f1(x + r * 0.85 * (1 - k * 0.18))},${f1(y - r * k * 0.3)}" stroke="#454b50" stroke-width="${f1(0.012 * ppm)}" fill="none"/>`;
    return o;
  });
  // gravel band
  s.sprite([4, Y, 4], () => "", {});
  grade(s, { vignette: 0.32 });
  return s.toSVG();
}

// ------------------------------------------------------------------ Lyon roofscape (chéneaux)
export function cityRoofsScene(
  key,
  { W = W0, H = H0, pal = "day", camPos = [-14, 25, -26], camTarget = [8, 15, 8], fov = 42, lit = false, figures = true } = {},
) {
  const {
    s,
    pal: P,
    rng,
  } = setup(key, { W, H, pal, sun: [-0.6, 0.55, -0.45], cam: { pos: camPos, target: camTarget, fov }, hazeDist: 300 });
  const { hy } = sky(s, P, { sunX: 0.18 });
  clouds(s, rng, { count: 4, y0: 0.04, y1: 0.2 });
  // Fourvière-like wooded hill on the horizon
  hills(s, rng, P, { baseY: hy + 10, amp: 70, layerT: 0.5, waves: 2 });
  hills(s, rng, P, { baseY: hy + 14, amp: 34, layerT: 0.25 });
  ground(s, P, { color: "#a49d8d" });
  // background city fabric
  for (let row = 0; row < 4; row++) {
    cityBlock(s, rng, {
      x0: -40 + rng.range(-5, 5),
      z0: 16 + row * 14,
      count: 9,
      depth: 10,
      hRange: [12, 19],
      roofs: ["tile", "tile", "slate"],
      lit,
    });
  }
  cityBlock(s, rng, { x0: -40, z0: -2, count: 3, depth: 10, hRange: [12, 16], lit });
  const hero = mansardBuilding(s, rng, {
    x0: 0,
    z0: 0,
    w: 15,
    d: 11,
    h: 15,
    wall: "#e1d3bd",
    lower: "zinc",
    floors: 4,
    windowsPerFloor: 5,
    dormers: 4,
    chimneys: 2,
    lit,
    shutters: "#b3aa9b",
  });
  cityBlock(s, rng, { x0: 15, z0: -1, count: 3, depth: 10, hRange: [13, 17], lit });
  if (figures) {
    s.sprite(v.quad(hero.lower.q, 0.3, 0.05), fig({ pose: "crouch", rimSide: -1 }), { bias: -30 });
  }
  grade(s, { vignette: 0.3, warm: pal === "golden" || pal === "dusk" ? 0.05 : 0 });
  return s.toSVG();
}

// ------------------------------------------------------------------ chéneau close-up (zinc-lined box gutter)
export function chenDetailScene(
  key,
  { W = W0, H = H0, pal = "day", camPos = [-2.0, 17.3, -1.7], camTarget = [2.2, 15.0, 0.5], fov = 50 } = {},
) {
  const { s, pal: P, rng } = setup(key, { W, H, pal, sun: [-0.5, 0.7, -0.5], cam: { pos: camPos, target: camTarget, fov } });
  const { hy } = sky(s, P, { sunX: 0.8 });
  clouds(s, rng, { count: 4, y0: 0.04, y1: 0.25 });
  hills(s, rng, P, { baseY: hy + 8, amp: 60, layerT: 0.5, waves: 2 });
  ground(s, P, { color: "#8f8b84" });
  // buildings across the street
  cityBlock(s, rng, { x0: 36, z0: -4, count: 6, depth: 10, hRange: [13, 17], roofs: ["tile", "slate", "tile"] });
  cityBlock(s, rng, { x0: 30, z0: -26, count: 6, depth: 10, hRange: [14, 19] });
  cityBlock(s, rng, { x0: 40, z0: 20, count: 6, depth: 10, hRange: [14, 19] });
  const Y = 15;
  const zin = "#a7b0b7";
  const zL = -0.45; // outer lip
  const zI = 0.35; // inner side
  s.group([0, Y, 0.3], () => {
    s.order = 0;
    // façade top and moulded cornice below the chéneau
    s.poly(
      [
        [-12, Y - 4, -0.3],
        [12, Y - 4, -0.3],
        [12, Y - 0.35, -0.3],
        [-12, Y - 0.35, -0.3],
      ],
      { color: "#e2d5bf", normal: [0, 0, -1], decor: wallShade({ top: 0.25, bottom: 0 }) },
    );
    s.box([-12, Y - 0.35, -0.62], [12, Y - 0.05, -0.3], { color: { side: "#ece2d0", top: "#d9ccb6" }, skip: ["bottom"] });
    s.poly(
      [
        [-12, Y - 0.35, -0.62],
        [12, Y - 0.35, -0.62],
        [12, Y - 0.35, -0.3],
        [-12, Y - 0.35, -0.3],
      ],
      { color: "#b3a58f", normal: [0, -1, 0] },
    );
    s.order = 1;
    // channel bottom with soldered cross-joints
    s.poly(
      [
        [-12, Y + 0.02, zL],
        [12, Y + 0.02, zL],
        [12, Y + 0.02, zI],
        [-12, Y + 0.02, zI],
      ],
      {
        color: darken(zin, 0.05),
        normal: [0, 1, 0],
        metal: 0.6,
        decor: (sc) => {
          let out = "";
          for (let x = -11; x < 12; x += 2) {
            const A = sc.P([x, Y + 0.021, zL]);
            const B = sc.P([x, Y + 0.021, zI]);
            out += `<line x1="${f1(A[0])}" y1="${f1(A[1])}" x2="${f1(B[0])}" y2="${f1(B[1])}" stroke="#dfe4e7" stroke-width="${f1(Math.max(1, 0.025 * sc.cam.ppm([x, Y, 0])))}"/>`;
          }
          return out;
        },
      },
    );
    // inner side rising into the mansard
    s.order = 1.1;
    s.poly(
      [
        [-12, Y + 0.02, zI],
        [12, Y + 0.02, zI],
        [12, Y + 0.32, zI + 0.05],
        [-12, Y + 0.32, zI + 0.05],
      ],
      { color: zin, normal: v.norm([0, 0.15, -1]), metal: 0.6 },
    );
    // outlet (naissance) with its strainer
    s.sprite(
      [1.2, Y + 0.025, 0.12],
      (x, y, ppm) =>
        `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(0.13 * ppm)}" ry="${f1(0.07 * ppm)}" fill="#23282d"/><ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(0.13 * ppm)}" ry="${f1(0.07 * ppm)}" fill="none" stroke="#e3e8eb" stroke-width="${f1(0.014 * ppm)}"/><path d="M${f1(x - 0.09 * ppm)},${f1(y)} Q${f1(x)},${f1(y - 0.12 * ppm)} ${f1(x + 0.09 * ppm)},${f1(y)}" fill="none" stroke="#9aa3aa" stroke-width="${f1(0.012 * ppm)}"/>`,
    );
    // outer lip with rolled edge
    s.order = 1.2;
    s.poly(
      [
        [12, Y + 0.02, zL],
        [-12, Y + 0.02, zL],
        [-12, Y + 0.22, zL],
        [12, Y + 0.22, zL],
      ],
      { color: zin, normal: [0, 0, 1], metal: 0.6 },
    );
    s.poly(
      [
        [-12, Y - 0.05, zL - 0.02],
        [12, Y - 0.05, zL - 0.02],
        [12, Y + 0.22, zL - 0.02],
        [-12, Y + 0.22, zL - 0.02],
      ],
      { color: zin, normal: [0, 0, -1], metal: 0.6 },
    );
    s.order = 2;
    s.cylinder([-12, Y + 0.235, zL - 0.01], [12, Y + 0.235, zL - 0.01], 0.022, {
      color: lighten(zin, 0.1),
      metal: 0.8,
      segments: 8,
    });
    // mansard slope (slate) above
    s.order = 0.5;
    s.poly(
      [
        [-12, Y + 0.32, zI + 0.05],
        [12, Y + 0.32, zI + 0.05],
        [12, Y + 3, 1.25],
        [-12, Y + 3, 1.25],
      ],
      { color: MAT.slate, normal: v.norm([0, 0.9, -2.65]), metal: 0.1, decor: slateDecor({ rng, course: 0.15, slateW: 0.25 }) },
    );
    // a dormer in the slope
    s.order = 4;
    const dx = 4.0;
    s.box([dx, Y + 0.6, 0.55], [dx + 1.2, Y + 2.4, 1.5], {
      color: { side: "#8f979e", zmin: "#ebe6dc", top: "#9aa3aa" },
      metal: 0.4,
    });
    wallWindow(s, [dx, 0, 0.54], [1, 0, 0], [0, 1, 0], [0, 0, -1], {
      at: [0.15, Y + 0.75],
      width: 0.9,
      height: 1.4,
      frame: "#ebe6dc",
      sill: false,
    });
  });
  grade(s, { vignette: 0.32 });
  return s.toSVG();
}

// ------------------------------------------------------------------ new build (Meyzieu)
export function newBuildScene(
  key,
  { W = W0, H = H0, pal = "day", stage = "progress", camPos = [20, 4.5, -15], camTarget = [6, 4.2, 4], fov = 42 } = {},
) {
  const lit = stage === "finished" && pal === "dusk";
  const { s, pal: P, rng } = setup(key, { W, H, pal, sun: [0.55, 0.5, -0.6], cam: { pos: camPos, target: camTarget, fov } });
  landscape(s, rng, P, { sunX: pal === "dusk" ? 0.75 : 0.72, mountainsH: 0.13, cloudsN: pal === "dusk" ? 2 : 4 });
  valley(s, rng, P, { r0: 60, r1: 500, houses: 5, treesN: 40 });
  patch(
    s,
    [
      [-40, 0.005, -40],
      [50, 0.005, -40],
      [50, 0.005, 30],
      [-40, 0.005, 30],
    ],
    stage === "progress" ? "#a89c86" : "#8b926d",
  );
  if (stage === "finished") {
    patch(
      s,
      [
        [-3, 0.01, -6],
        [25, 0.01, -6],
        [25, 0.01, -0.6],
        [-3, 0.01, -0.6],
      ],
      "#cbc3b3",
      { plane: -1.2 },
    );
    trees(s, rng, P, [
      [-5, 4, "broad"],
      [24, 10, "cypress"],
      [26, 12, "cypress"],
      [-8, 18, "broad"],
    ]);
    trees(s, rng, P, [[23, -4, "small"]]);
  } else {
    // site: gravel pile, pallets, stacked sheets
    s.group([20, 0.5, -4], () => {
      s.box([18, 0, -5], [20.2, 0.12, -3.8], { color: "#9c7a56" });
      s.box([18.05, 0.12, -4.95], [20.15, 0.4, -3.85], { color: { top: "#b9c1c7", side: "#8d969d" }, metal: 0.6 });
    });
    s.sprite(
      [-4, 0, -3],
      (x, y, ppm) =>
        `<path d="M${f1(x - 2 * ppm)},${f1(y)} Q${f1(x)},${f1(y - 1.6 * ppm)} ${f1(x + 2 * ppm)},${f1(y)} Z" fill="#b7ab94"/>`,
    );
  }
  const m = modernHouse(s, rng, { x0: 0, z0: 0, lit, unfinished: stage === "progress", scaffold: stage === "progress" });
  if (stage === "progress") {
    s.sprite(v.quad(m.roof.q, 0.55, 0.45), fig({ pose: "kneel", flip: true, rimSide: 1, tool: "hammer" }), { bias: -20 });
    s.sprite([6, 2.0 + 0.01, -1.4], fig({ pose: "carry" }), { bias: -30 });
    ladder(s, [11.6, 0, -2.4], [11.2, 6.6, -1.2]);
  }
  grade(s, { vignette: 0.3, warm: pal === "dusk" ? 0.04 : 0 });
  return s.toSVG();
}

// ------------------------------------------------------------------ maintenance: gutter cleaning from a ladder
export function maintenanceScene(
  key,
  { W = W0, H = H0, pal = "day", camPos = [15, 3.2, -11], camTarget = [4, 4.4, 2], fov = 40, roof = "tile" } = {},
) {
  const { s, pal: P, rng } = setup(key, { W, H, pal, sun: [0.55, 0.6, -0.5], cam: { pos: camPos, target: camTarget, fov } });
  landscape(s, rng, P, { sunX: 0.75, mountainsH: 0.14, cloudsN: 4 });
  valley(s, rng, P, { r0: 50, r1: 500, houses: 6 });
  patch(
    s,
    [
      [-40, 0.005, -40],
      [50, 0.005, -40],
      [50, 0.005, 30],
      [-40, 0.005, 30],
    ],
    "#8b926d",
  );
  trees(s, rng, P, [
    [-6, 6, "broad"],
    [-10, 16, "cypress"],
    [16, 16, "broad"],
    [22, 22, "pine"],
  ]);
  const hs = house(s, rng, {
    x0: 0,
    z0: 0,
    w: 10,
    d: 8,
    h: 5.4,
    pitch: 32,
    roof,
    wall: "#ebe3d5",
    gutter: MAT.zinc,
    chimney: { x: 7.5, size: 0.7, top: 0.8, color: "#ded3c2" },
    windows: [{ at: [1.2, 3.0] }, { at: [4.4, 3.0] }, { at: [7.6, 3.0] }, { at: [1.2, 0.9] }, { at: [7.6, 0.9] }],
    door: { at: [4.5, 0.4] },
    sideWindows: [{ at: [2.5, 3.0], side: "right", width: 1.0 }],
    shutters: "#9aa5a0",
    downpipes: "left",
  });
  // ladder to the gutter at the right end, craftsman on it
  const gx = 8.3;
  const top = [gx, hs.yE - 0.05, -0.75];
  const foot = [gx + 0.1, 0, -2.3];
  ladder(s, foot, top);
  s.sprite([gx + 0.05, 3.05, -1.55], fig({ pose: "ladder", flip: true, rimSide: 1 }), { bias: -5 });
  // bucket hanging from the ladder
  s.sprite(
    [gx - 0.35, 3.4, -1.45],
    (x, y, ppm) =>
      `<path d="M${f1(x - 0.13 * ppm)},${f1(y)} L${f1(x + 0.13 * ppm)},${f1(y)} L${f1(x + 0.1 * ppm)},${f1(y + 0.3 * ppm)} L${f1(x - 0.1 * ppm)},${f1(y + 0.3 * ppm)} Z" fill="#b8723d"/><path d="M${f1(x - 0.12 * ppm)},${f1(y)} Q${f1(x)},${f1(y - 0.2 * ppm)} ${f1(x + 0.12 * ppm)},${f1(y)}" fill="none" stroke="#3a3f46" stroke-width="${f1(0.015 * ppm)}"/>`,
    { bias: -6 },
  );
  grade(s, { vignette: 0.28 });
  return s.toSVG();
}

// ------------------------------------------------------------------ team on the roof (low angle)
export function teamScene(key, { W = W0, H = H0, pal = "golden" } = {}) {
  const {
    s,
    pal: P,
    rng,
  } = setup(key, { W, H, pal, sun: [-0.8, 0.3, -0.4], cam: { pos: [-4, 1.6, -14], target: [3, 6.8, 3], fov: 42 } });
  landscape(s, rng, P, { sunX: 0.1, mountainsH: 0.14, cloudsN: 3, sunDiscOn: true });
  ground(s, P, { color: "#8b926d" });
  trees(s, rng, P, [
    [-16, 20, "broad"],
    [-22, 40, "cypress"],
    [18, 30, "broad"],
    [24, 50, "pine"],
  ]);
  const hs = house(s, rng, {
    x0: -2,
    z0: 0,
    w: 12,
    d: 8,
    h: 5.0,
    pitch: 34,
    roof: "zinc",
    wall: "#ece5da",
    gutter: MAT.copper,
    chimney: null,
    windows: [{ at: [1.4, 2.8] }, { at: [5.4, 2.8] }, { at: [9.4, 2.8] }, { at: [1.4, 0.8] }, { at: [9.4, 0.8] }],
    door: { at: [5.5, 0.4] },
    shutters: "#8a979b",
  });
  const ridge = (u) => v.quad(hs.front.q, u, 0.97);
  s.sprite(ridge(0.3), fig({ pose: "stand", rim: "#ffd09a" }), { bias: -30 });
  s.sprite(ridge(0.45), fig({ pose: "tablet", rim: "#ffd09a" }), { bias: -30 });
  s.sprite(v.quad(hs.front.q, 0.62, 0.72), fig({ pose: "point", flip: true, rimSide: 1, rim: "#ffd09a" }), { bias: -30 });
  s.sprite(v.quad(hs.front.q, 0.8, 0.55), fig({ pose: "kneel", flip: true, rimSide: 1, rim: "#ffd09a", tool: "hammer" }), {
    bias: -30,
  });
  grade(s, { vignette: 0.34, warm: 0.07 });
  return s.toSVG();
}

// ------------------------------------------------------------------ emergency: storm, tarp on the roof at dusk
export function emergencyScene(key, { W = W0, H = H0 } = {}) {
  const {
    s,
    pal: P,
    rng,
  } = setup(key, { W, H, pal: "storm", sun: [-0.6, 0.35, -0.5], cam: { pos: [-12, 4.5, -15], target: [4, 5.4, 3], fov: 42 } });
  landscape(s, rng, P, { sunX: 0.12, mountainsH: 0.12, cloudsN: 0, snow: true });
  clouds(s, rng, { count: 9, y0: 0.02, y1: 0.3, color: "#2a313b", opacity: 0.6, dark: true });
  valley(s, rng, P, { r0: 50, r1: 400, houses: 5, treesN: 40 });
  trees(
    s,
    rng,
    P,
    [
      [-8, 14, "broad"],
      [18, 16, "broad"],
      [22, 24, "cypress"],
    ],
    { color: "#4e5a4a" },
  );
  const hs = house(s, rng, {
    x0: 0,
    z0: 0,
    w: 11,
    d: 8,
    h: 5.5,
    pitch: 34,
    roof: "tile",
    wall: "#cfc6b8",
    gutter: MAT.zinc,
    chimney: { x: 3, size: 0.7, top: 0.8, color: "#bdb2a2" },
    windows: [{ at: [1.2, 3.0] }, { at: [4.6, 3.0] }, { at: [8.2, 3.0] }, { at: [1.2, 0.9] }, { at: [8.2, 0.9] }],
    door: { at: [4.8, 0.4] },
    lit: true,
    tarp: { u0: 0.42, u1: 0.78, w0: 0.22, w1: 1.02, color: "#c27a3d" },
    shutters: "#6c7478",
  });
  ladder(s, [0.9, 0, -2.2], [0.6, hs.yE, -0.7]);
  s.sprite(v.quad(hs.front.q, 0.36, 0.55), fig({ pose: "kneel", tool: "torch", rim: "#ffc47e", helmet: "#f0ebe2" }), {
    bias: -30,
  });
  s.foreground.push(rain(s, rng, { count: 520, opacity: 0.28, angle: 0.22 }));
  // faint lightning glow behind the clouds
  const lg = s.radialGradient(W * 0.82, H * 0.12, W * 0.3, [
    [0, "#c9d6ff", 0.3],
    [1, "#c9d6ff", 0],
  ]);
  s.background.push(`<rect width="${W}" height="${H}" fill="url(#${lg})"/>`);
  grade(s, { vignette: 0.42 });
  return s.toSVG();
}

// ------------------------------------------------------------------ conseil: inspection in front of a house
export function inspectionScene(key, { W = W0, H = H0, pal = "golden" } = {}) {
  const {
    s,
    pal: P,
    rng,
  } = setup(key, { W, H, pal, sun: [-0.75, 0.42, -0.4], cam: { pos: [-3, 1.5, -15], target: [3, 4.2, 4], fov: 42 } });
  landscape(s, rng, P, { sunX: 0.12, mountainsH: 0.15, cloudsN: 3 });
  ground(s, P, { color: "#8b926d" });
  trees(s, rng, P, [
    [-14, 18, "broad"],
    [-20, 36, "cypress"],
    [20, 26, "broad"],
    [26, 40, "pine"],
  ]);
  house(s, rng, {
    x0: -1,
    z0: 2,
    w: 11,
    d: 8,
    h: 5.4,
    pitch: 40,
    roof: "slate",
    wall: "#ebe3d5",
    gutter: MAT.zinc,
    chimney: { x: 7.2, size: 0.7, top: 0.8, color: "#ddd2c0" },
    windows: [{ at: [1.2, 3.0] }, { at: [4.4, 3.0] }, { at: [7.8, 3.0] }, { at: [1.2, 0.9] }, { at: [7.8, 0.9] }],
    door: { at: [4.6, 0.4] },
    shutters: "#8a979b",
  });
  patch(
    s,
    [
      [2.9, 0.01, -12],
      [4.7, 0.01, -12],
      [4.7, 0.01, 2],
      [2.9, 0.01, 2],
    ],
    "#c9bda6",
    { plane: -1.2 },
  );
  s.sprite([-0.2, 0, -7.2], fig({ pose: "point", rim: "#ffd09a" }), { bias: -3 });
  s.sprite([-1.4, 0, -7.6], fig({ pose: "tablet", rim: "#ffd09a", helmet: null, vest: null, color: "#2d3239" }), { bias: -3 });
  grade(s, { vignette: 0.3, warm: 0.06 });
  return s.toSVG();
}

// ------------------------------------------------------------------ row of townhouses (Villeurbanne) with new gutters
export function rowHousesScene(
  key,
  { W = W0, H = H0, pal = "day", camPos = [-6, 2.4, -17], camTarget = [9, 5.2, 2], fov = 42, worker = true } = {},
) {
  const { s, pal: P, rng } = setup(key, { W, H, pal, sun: [-0.55, 0.6, -0.5], cam: { pos: camPos, target: camTarget, fov } });
  landscape(s, rng, P, { sunX: 0.25, mountainsH: 0.1, cloudsN: 4, hillsN: 1 });
  ground(s, P, { color: "#a19b8d" });
  patch(
    s,
    [
      [-40, 0.005, -12],
      [60, 0.005, -12],
      [60, 0.005, -5],
      [-40, 0.005, -5],
    ],
    "#8e8a80",
    { plane: -1.4 },
  );
  patch(
    s,
    [
      [-40, 0.01, -5],
      [60, 0.01, -5],
      [60, 0.01, -3.2],
      [-40, 0.01, -3.2],
    ],
    "#c6beae",
    { plane: -1.3 },
  );
  cityBlock(s, rng, { x0: -30, z0: 30, count: 8, depth: 10, hRange: [9, 16] });
  const walls = ["#e8dfcf", "#ddd0bc", "#e6e1d8", "#d7c6ad"];
  let x = 0;
  for (let i = 0; i < 4; i++) {
    const w = 7.2;
    house(s, rng, {
      x0: x,
      z0: 0,
      w,
      d: 9,
      h: 7.2 + (i % 2) * 0.6,
      pitch: 28,
      oh: 0.4,
      roof: "tile",
      wall: walls[i],
      gutter: MAT.zinc,
      gutterMetal: 0.85,
      downpipes: i % 2 ? "right" : "left",
      windows: [{ at: [1.0, 4.4] }, { at: [4.6, 4.4] }, { at: [1.0, 1.2] }, { at: [4.6, 1.2], width: 1.0 }],
      shutters: ["#9aa5a0", "#b8a98f", "#8d9aa0", "#a79a86"][i],
      chimney: i % 2 === 0 ? { x: x + 5.5, size: 0.6, top: 0.8, color: "#d8cab4" } : null,
      plinth: 0.5,
    });
    x += w;
  }
  trees(s, rng, P, [
    [-4, -8, "small"],
    [12, -8, "small"],
    [27, -8, "small"],
  ]);
  if (worker) {
    ladder(s, [15.6, 0, -2.2], [15.3, 6.9, -0.8]);
    s.sprite([15.45, 3.9, -1.55], fig({ pose: "ladder", flip: true, rimSide: 1 }), { bias: -5 });
  }
  grade(s, { vignette: 0.28 });
  return s.toSVG();
}

// ------------------------------------------------------------------ contemporary house: anthracite frames & aluminium sill flashings
export function contemporaryScene(
  key,
  { W = W0, H = H0, pal = "day", camPos = [-9, 2.6, -16], camTarget = [8, 4.0, 3], fov = 42 } = {},
) {
  const {
    s,
    pal: P,
    rng,
  } = setup(key, {
    W,
    H,
    pal,
    sun: pal === "golden" ? [-0.8, 0.38, -0.45] : [-0.55, 0.6, -0.5],
    cam: { pos: camPos, target: camTarget, fov },
  });
  landscape(s, rng, P, { sunX: 0.15, mountainsH: 0.14, cloudsN: 4 });
  valley(s, rng, P, { r0: 60, r1: 500, houses: 5, treesN: 40 });
  patch(
    s,
    [
      [-40, 0.005, -40],
      [50, 0.005, -40],
      [50, 0.005, 30],
      [-40, 0.005, 30],
    ],
    "#8b926d",
  );
  patch(
    s,
    [
      [-3, 0.01, -4],
      [20, 0.01, -4],
      [20, 0.01, -0.5],
      [-3, 0.01, -0.5],
    ],
    "#d3cbbb",
    { plane: -1.2 },
  );
  trees(s, rng, P, [
    [-6, 4, "broad"],
    [22, 12, "cypress"],
    [24, 14, "cypress"],
    [-9, 18, "broad"],
    [9, 22, "broad"],
  ]);
  trees(s, rng, P, [[19, -3, "small"]]);
  modernHouse(s, rng, { x0: 0, z0: 0, renderOnly: true, wall: "#f0eee9", roofColor: MAT.zincAnthra });
  grade(s, { vignette: 0.28, warm: pal === "golden" ? 0.06 : 0 });
  return s.toSVG();
}

// ------------------------------------------------------------------ close-up: window sill flashing (bavette d'appui)
export function sillDetailScene(key, { W = W0, H = H0, pal = "day" } = {}) {
  const {
    s,
    pal: P,
    rng,
  } = setup(key, { W, H, pal, sun: [-0.7, 0.55, -0.45], cam: { pos: [1.25, 1.72, -1.45], target: [0.25, 1.12, 0.05], fov: 46 } });
  landscape(s, rng, P, { sunX: 0.85, mountainsH: 0.12, cloudsN: 3 });
  valley(s, rng, P, { r0: 30, r1: 400, houses: 5 });
  const wallC = "#efece6";
  const dark = MAT.frameDark;
  const d = 0.22; // reveal depth
  const wx0 = -0.4;
  const wx1 = 1.0;
  const y0 = 1.1;
  const y1 = 2.6;
  s.group([0.5, 1.5, 0.1], () => {
    s.order = 0;
    // wall with the opening (as four panels) and the corner return
    s.poly(
      [
        [-6, 0, 0],
        [wx0, 0, 0],
        [wx0, 4, 0],
        [-6, 4, 0],
      ],
      { color: wallC, normal: [0, 0, -1] },
    );
    s.poly(
      [
        [wx1, 0, 0],
        [2.0, 0, 0],
        [2.0, 4, 0],
        [wx1, 4, 0],
      ],
      { color: wallC, normal: [0, 0, -1] },
    );
    s.poly(
      [
        [wx0, 0, 0],
        [wx1, 0, 0],
        [wx1, y0, 0],
        [wx0, y0, 0],
      ],
      { color: wallC, normal: [0, 0, -1], decor: wallShade({ top: 0.25, bottom: 0.1 }) },
    );
    s.poly(
      [
        [wx0, y1, 0],
        [wx1, y1, 0],
        [wx1, 4, 0],
        [wx0, 4, 0],
      ],
      { color: wallC, normal: [0, 0, -1] },
    );
    s.poly(
      [
        [2.0, 0, 0],
        [2.0, 0, 6],
        [2.0, 4, 6],
        [2.0, 4, 0],
      ],
      { color: darken(wallC, 0.03), normal: [1, 0, 0] },
    );
    // reveals
    s.order = 1;
    s.poly(
      [
        [wx1, y0, 0],
        [wx1, y0, d],
        [wx1, y1, d],
        [wx1, y1, 0],
      ],
      { color: darken(wallC, 0.05), normal: [-1, 0, 0] },
    );
    s.poly(
      [
        [wx0, y1, 0],
        [wx1, y1, 0],
        [wx1, y1, d],
        [wx0, y1, d],
      ],
      { color: darken(wallC, 0.1), normal: [0, -1, 0] },
    );
    s.poly(
      [
        [wx0, y0, d],
        [wx0, y0, 0],
        [wx0, y1, 0],
        [wx0, y1, d],
      ],
      { color: darken(wallC, 0.05), normal: [1, 0, 0] },
    );
    // window frame (anthracite) and glass
    s.order = 2;
    s.poly(
      [
        [wx0, y0 + 0.03, d],
        [wx1, y0 + 0.03, d],
        [wx1, y1, d],
        [wx0, y1, d],
      ],
      { color: dark, normal: [0, 0, -1], metal: 0.25 },
    );
    const G = [
      [wx0 + 0.09, y0 + 0.13, d - 0.005],
      [wx1 - 0.09, y0 + 0.13, d - 0.005],
      [wx1 - 0.09, y1 - 0.09, d - 0.005],
      [wx0 + 0.09, y1 - 0.09, d - 0.005],
    ];
    const scr = G.map((p) => s.P(p));
    const gid = s.linearGradient(scr[0][0], scr[2][1], scr[1][0], scr[0][1], [
      [0, mix(P.skyLight, "#ffffff", 0.3)],
      [0.5, "#8394a4"],
      [1, "#2b3640"],
    ]);
    s.poly(G, { color: "#000", normal: [0, 0, -1], fillOverride: `url(#${gid})` });
    // reflections stripes on the glass
    s.order = 3;
    s.poly(
      [
        [wx0 + 0.3, y0 + 0.13, d - 0.006],
        [wx0 + 0.5, y0 + 0.13, d - 0.006],
        [wx0 + 0.9, y1 - 0.09, d - 0.006],
        [wx0 + 0.7, y1 - 0.09, d - 0.006],
      ],
      { color: "#fff", normal: [0, 0, -1], fillOverride: "#ffffff", opacity: 0.12 },
    );
    // bavette: sloped top, front drip, side returns (talons)
    s.order = 4;
    const ov = 0.05;
    const top0 = [wx0, y0 + 0.03, d];
    const top1 = [wx1, y0 + 0.03, d];
    s.poly([top0, top1, [wx1 + 0.012, y0 - 0.015, -ov], [wx0 - 0.012, y0 - 0.015, -ov]], {
      color: lighten(dark, 0.12),
      normal: v.norm([0, 1, -0.2]),
      metal: 0.45,
      shininess: 20,
    });
    s.poly(
      [
        [wx0 - 0.012, y0 - 0.015, -ov],
        [wx1 + 0.012, y0 - 0.015, -ov],
        [wx1 + 0.012, y0 - 0.06, -ov - 0.005],
        [wx0 - 0.012, y0 - 0.06, -ov - 0.005],
      ],
      { color: dark, normal: [0, 0, -1], metal: 0.3 },
    );
    // drip lip underside hint
    s.line([wx0 - 0.012, y0 - 0.06, -ov - 0.005], [wx1 + 0.012, y0 - 0.06, -ov - 0.005], { color: "#15191d", width: 0.006 });
    for (const [x, nx] of [
      [wx1 + 0.002, -1],
      [wx0 - 0.002, 1],
    ]) {
      s.poly(
        [
          [x, y0 - 0.015, -ov],
          [x, y0 + 0.03, d],
          [x, y0 + 0.09, d],
          [x, y0 + 0.05, -0.0],
        ],
        { color: dark, normal: [nx, 0, 0], metal: 0.3 },
      );
    }
    // soft shadow of the bavette on the wall below
    s.order = 0.5;
    s.poly(
      [
        [wx0 - 0.02, y0 - 0.06, -0.001],
        [wx1 + 0.06, y0 - 0.06, -0.001],
        [wx1 + 0.14, y0 - 0.2, -0.001],
        [wx0 + 0.06, y0 - 0.2, -0.001],
      ],
      { color: "#000", normal: [0, 0, -1], fillOverride: "#2a2f35", opacity: 0.12 },
    );
  });
  // a potted olive tree at the corner, cast shadow
  grade(s, { vignette: 0.3 });
  return s.toSVG();
}

// ------------------------------------------------------------------ façonnage: finished pieces on the steel bench (top view)
export function benchScene(key, { W = W0, H = H0 } = {}) {
  const rng = makeRng(key);
  const cam = makeCamera({ W, H, pos: [0, 10, 0.01], target: [0, 0, 0], fov: 40 });
  const s = new Scene({ W, H, cam });
  const blur = s.blurFilter(9);
  // brushed steel bench top
  const top = s.linearGradient(0, 0, W, H, [
    [0, "#8d959b"],
    [0.5, "#a3aaaf"],
    [1, "#7f878d"],
  ]);
  let o = `<rect width="${W}" height="${H}" fill="url(#${top})"/>`;
  for (let i = 0; i < 160; i++) {
    const y = rng.range(0, H);
    o += `<line x1="0" y1="${f1(y)}" x2="${W}" y2="${f1(y + rng.range(-3, 3))}" stroke="${rng() < 0.5 ? "#c3c9cd" : "#6c7378"}" stroke-width="${f1(rng.range(0.5, 1.5))}" opacity="${f1(rng.range(0.08, 0.22))}"/>`;
  }
  const lg = s.radialGradient(W * 0.25, -H * 0.2, W * 1.1, [
    [0, "#fff1da", 0.4],
    [1, "#fff1da", 0],
  ]);
  o += `<rect width="${W}" height="${H}" fill="url(#${lg})"/>`;
  // a folded profile: bands of different shades along its length (each band = one face of the fold)
  const profile = (x, y, len, bands, angle, base) => {
    let g = `<g transform="rotate(${angle} ${x} ${y})">`;
    const total = bands.reduce((a, b) => a + b[0], 0);
    g += `<rect x="${x + 10}" y="${y + 16}" width="${len}" height="${total}" fill="#15191c" opacity="0.45" filter="url(#${blur})"/>`;
    let yy = y;
    for (const [h, k] of bands) {
      const c1 = mix(base, k > 0 ? "#ffffff" : "#000000", Math.abs(k));
      const gid = s.linearGradient(x, yy, x + len, yy, [
        [0, c1],
        [0.5, mix(c1, "#ffffff", 0.18)],
        [1, c1],
      ]);
      g += `<rect x="${x}" y="${f1(yy)}" width="${len}" height="${h}" fill="url(#${gid})"/>`;
      yy += h;
    }
    g += `<rect x="${x}" y="${y}" width="${len}" height="${total}" fill="none" stroke="#000" stroke-opacity="0.2"/>`;
    return g + "</g>";
  };
  o += profile(
    120,
    120,
    1150,
    [
      [34, 0.35],
      [60, -0.05],
      [22, -0.35],
    ],
    -3,
    "#a9b1b7",
  ); // zinc drip edge
  o += profile(
    160,
    300,
    1250,
    [
      [26, 0.3],
      [90, 0.05],
      [26, -0.3],
      [14, -0.45],
    ],
    2,
    "#b8723d",
  ); // copper coping
  o += profile(
    90,
    520,
    1050,
    [
      [40, 0.2],
      [70, -0.15],
    ],
    -1.5,
    "#4f565d",
  ); // anthracite aluminium sill
  // half-round gutter offcut (seen from above: bright bead, shaded trough)
  const gx = 980;
  const gy = 700;
  o += `<g transform="rotate(-8 ${gx} ${gy})"><rect x="${gx + 10}" y="${gy + 18}" width="520" height="150" fill="#15191c" opacity="0.4" filter="url(#${blur})"/>`;
  const tg = s.linearGradient(0, gy, 0, gy + 150, [
    [0, "#e6ebee"],
    [0.12, "#8f989f"],
    [0.55, "#5f676e"],
    [0.9, "#b9c1c6"],
    [1, "#f2f5f6"],
  ]);
  o += `<rect x="${gx}" y="${gy}" width="520" height="150" rx="6" fill="url(#${tg})"/><rect x="${gx}" y="${gy + 138}" width="520" height="14" rx="7" fill="#d9dfe2"/>`;
  o += `<ellipse cx="${gx + 4}" cy="${gy + 75}" rx="10" ry="75" fill="#7c858c"/></g>`;
  // mallet
  o += `<g transform="rotate(24 430 820)"><rect x="440" y="835" width="360" height="26" fill="#15191c" opacity="0.4" filter="url(#${blur})"/><rect x="420" y="812" width="330" height="22" rx="10" fill="#9a7452"/><rect x="700" y="772" width="70" height="104" rx="14" fill="#e3d6bd"/><rect x="700" y="772" width="70" height="20" rx="10" fill="#f1e8d7"/></g>`;
  // hand seamer (pince à border)
  o += `<g transform="rotate(-30 260 870)"><rect x="150" y="860" width="260" height="20" rx="9" fill="#c2452f"/><rect x="150" y="890" width="240" height="20" rx="9" fill="#c2452f"/><rect x="400" y="852" width="120" height="66" rx="6" fill="#5b6268"/><rect x="500" y="852" width="30" height="66" fill="#7a8288"/></g>`;
  // folding rule
  o += `<g transform="rotate(-6 1180 930)">`;
  for (let k = 0; k < 2; k++) {
    o += `<rect x="${1150 + k * 206}" y="930" width="204" height="40" rx="3" fill="#e4c25a"/>`;
    for (let t = 6; t < 200; t += 6)
      o += `<line x1="${1150 + k * 206 + t}" y1="930" x2="${1150 + k * 206 + t}" y2="${930 + (t % 30 === 0 ? 15 : 8)}" stroke="#2b2a26" stroke-width="1.3"/>`;
  }
  o += `</g>`;
  // scriber and a few rivets
  o += `<line x1="820" y1="470" x2="1060" y2="430" stroke="#30363b" stroke-width="7" stroke-linecap="round"/><line x1="1060" y1="430" x2="1110" y2="422" stroke="#c9cfd3" stroke-width="3" stroke-linecap="round"/>`;
  for (let i = 0; i < 7; i++)
    o += `<circle cx="${f1(1250 + rng.range(0, 180))}" cy="${f1(480 + rng.range(0, 90))}" r="6" fill="#d3d8db" stroke="#6a7176" stroke-width="2"/>`;
  s.background.push(o);
  grade(s, { vignette: 0.34, warm: 0.08 });
  return s.toSVG();
}
