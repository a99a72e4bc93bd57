// Craftsman silhouettes built from a small 2D rig (units: figure height = 100,
// feet at y = 0, facing +x). Rendered dark with a warm rim light.
import { f1, mix } from "./engine.mjs";

const POSES = {
  stand: {
    head: [3, -91],
    neck: [1.5, -83],
    hip: [0, -50],
    legs: [
      [
        [-0.5, -50],
        [-2.5, -26],
        [-5, -2],
      ],
      [
        [1, -50],
        [3.5, -26],
        [6, -2],
      ],
    ],
    arms: [
      [
        [0, -79],
        [-3, -63],
        [-1.5, -49],
      ],
      [
        [1.5, -79],
        [4.5, -63],
        [8, -51],
      ],
    ],
  },
  walk: {
    head: [4, -91],
    neck: [2.5, -83],
    hip: [0, -50],
    legs: [
      [
        [-0.5, -50],
        [-6, -27],
        [-13, -3],
      ],
      [
        [1, -50],
        [8, -28],
        [10, -2],
      ],
    ],
    arms: [
      [
        [0.5, -79],
        [-6, -64],
        [-8, -51],
      ],
      [
        [2, -79],
        [9, -65],
        [13, -54],
      ],
    ],
  },
  kneel: {
    head: [17, -64],
    neck: [12, -58],
    hip: [0, -31],
    legs: [
      [
        [-1, -31],
        [-3, -4],
        [-22, -2],
      ],
      [
        [1, -31],
        [16, -30],
        [16, -2],
      ],
    ],
    arms: [
      [
        [10, -56],
        [17, -43],
        [27, -35],
      ],
      [
        [11, -56],
        [20, -46],
        [30, -40],
      ],
    ],
  },
  crouch: {
    head: [14, -70],
    neck: [10, -63],
    hip: [0, -37],
    legs: [
      [
        [-1, -37],
        [12, -24],
        [2, -2],
      ],
      [
        [1, -37],
        [16, -22],
        [8, -2],
      ],
    ],
    arms: [
      [
        [8, -61],
        [16, -48],
        [24, -40],
      ],
      [
        [9, -61],
        [17, -50],
        [27, -46],
      ],
    ],
  },
  point: {
    head: [3, -91],
    neck: [1.5, -83],
    hip: [0, -50],
    legs: [
      [
        [-0.5, -50],
        [-3, -26],
        [-6, -2],
      ],
      [
        [1, -50],
        [4, -26],
        [6, -2],
      ],
    ],
    arms: [
      [
        [0, -79],
        [-2, -63],
        [1, -51],
      ],
      [
        [2, -79],
        [14, -80],
        [27, -86],
      ],
    ],
  },
  tablet: {
    head: [4, -90],
    neck: [2, -83],
    hip: [0, -50],
    legs: [
      [
        [-0.5, -50],
        [-2.5, -26],
        [-5, -2],
      ],
      [
        [1, -50],
        [3.5, -26],
        [6, -2],
      ],
    ],
    arms: [
      [
        [0, -79],
        [4, -64],
        [14, -64],
      ],
      [
        [1.5, -79],
        [6, -65],
        [15, -67],
      ],
    ],
    prop: "tablet",
  },
  carry: {
    head: [3, -91],
    neck: [1.5, -83],
    hip: [0, -50],
    legs: [
      [
        [-0.5, -50],
        [-5, -27],
        [-10, -2],
      ],
      [
        [1, -50],
        [6, -27],
        [9, -2],
      ],
    ],
    arms: [
      [
        [0, -79],
        [6, -90],
        [4, -99],
      ],
      [
        [1.5, -79],
        [9, -68],
        [12, -76],
      ],
    ],
    prop: "sheetOverhead",
  },
  bend: {
    head: [22, -70],
    neck: [17, -68],
    hip: [0, -52],
    legs: [
      [
        [-0.5, -52],
        [-1.5, -27],
        [-3, -2],
      ],
      [
        [1, -52],
        [4, -27],
        [5, -2],
      ],
    ],
    arms: [
      [
        [15, -66],
        [21, -52],
        [26, -42],
      ],
      [
        [16, -66],
        [24, -54],
        [30, -46],
      ],
    ],
  },
  ladder: {
    head: [6, -91],
    neck: [4, -83],
    hip: [0, -50],
    legs: [
      [
        [-0.5, -50],
        [8, -36],
        [4, -14],
      ],
      [
        [1, -50],
        [2, -28],
        [3, -2],
      ],
    ],
    arms: [
      [
        [2, -79],
        [10, -88],
        [12, -98],
      ],
      [
        [3, -79],
        [12, -73],
        [16, -80],
      ],
    ],
  },
  workbench: {
    head: [8, -89],
    neck: [5.5, -82],
    hip: [0, -50],
    legs: [
      [
        [-0.5, -50],
        [-4, -26],
        [-8, -2],
      ],
      [
        [1, -50],
        [5, -26],
        [9, -2],
      ],
    ],
    arms: [
      [
        [3, -78],
        [10, -64],
        [21, -59],
      ],
      [
        [4, -78],
        [13, -66],
        [24, -63],
      ],
    ],
  },
};

/**
 * Returns an SVG string of a craftsman. (x, y) = feet position on screen,
 * height in px, flip mirrors to face left.
 */
export function craftsman(
  x,
  y,
  height,
  {
    pose = "stand",
    flip = false,
    color = "#22272e",
    rim = "#f0b978",
    rimSide = -1,
    helmet = "#e9e4da",
    vest = null,
    tool = null,
    opacity = 1,
  } = {},
) {
  const P = POSES[pose] || POSES.stand;
  const k = height / 100;
  const sx = flip ? -k : k;
  const body = (c, dx) => {
    let s = "";
    const pl = (pts, w) =>
      `<polyline points="${pts.map((p) => `${f1(p[0] + dx)},${f1(p[1])}`).join(" ")}" fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
    // legs and boots
    for (const leg of P.legs) {
      s += pl(leg, 10.5);
      const f = leg[2];
      s += `<ellipse cx="${f1(f[0] + 3 + dx)}" cy="${f1(f[1] + 0.2)}" rx="6.5" ry="3" fill="${c}"/>`;
    }
    // torso: tapered capsule from hip to shoulders
    const [hx, hy] = P.hip;
    const [nx, ny] = P.neck;
    const ang = Math.atan2(ny - hy, nx - hx);
    const px = -Math.sin(ang);
    const py = Math.cos(ang);
    const sh = [nx - (nx - hx) * 0.08, ny - (ny - hy) * 0.08];
    const wTop = 10;
    const wBot = 7.8;
    s += `<path d="M${f1(hx + px * wBot + dx)},${f1(hy + py * wBot)} L${f1(sh[0] + px * wTop + dx)},${f1(sh[1] + py * wTop)} Q${f1(nx + dx)},${f1(ny - 3)} ${f1(sh[0] - px * wTop + dx)},${f1(sh[1] - py * wTop)} L${f1(hx - px * wBot + dx)},${f1(hy - py * wBot)} Q${f1(hx + dx)},${f1(hy + 5)} ${f1(hx + px * wBot + dx)},${f1(hy + py * wBot)} Z" fill="${c}"/>`;
    // arms
    for (const arm of P.arms) s += pl(arm, 7.5);
    // head + cap/helmet
    const [x0, y0] = P.head;
    s += `<circle cx="${f1(x0 + dx)}" cy="${f1(y0)}" r="6.6" fill="${c}"/>`;
    s += `<rect x="${f1(nx - 2.6 + dx)}" y="${f1(ny - 5)}" width="5.2" height="6" fill="${c}"/>`;
    return s;
  };
  let g = `<g transform="translate(${f1(x)},${f1(y)}) scale(${f1(sx * 1000) / 1000},${f1(k * 1000) / 1000})"${opacity < 1 ? ` opacity="${opacity}"` : ""}>`;
  if (rim) g += `<g opacity="0.9">${body(rim, rimSide * 1.3)}</g>`;
  g += body(color, 0);
  const [hx0, hy0] = P.head;
  if (helmet) {
    g += `<path d="M${f1(hx0 - 7.5)},${f1(hy0 - 1.5)} Q${f1(hx0 - 7)},${f1(hy0 - 10.5)} ${f1(hx0 + 0.5)},${f1(hy0 - 10.5)} Q${f1(hx0 + 7.5)},${f1(hy0 - 10)} ${f1(hx0 + 7.5)},${f1(hy0 - 2.5)} L${f1(hx0 + 11)},${f1(hy0 - 1.8)} L${f1(hx0 + 10.5)},${f1(hy0 - 0.5)} L${f1(hx0 - 7.5)},${f1(hy0 - 0.3)} Z" fill="${helmet}"/>`;
    g += `<path d="M${f1(hx0 - 4.5)},${f1(hy0 - 8)} Q${f1(hx0 - 1)},${f1(hy0 - 10)} ${f1(hx0 + 3)},${f1(hy0 - 9.2)}" stroke="#ffffff" stroke-width="1.2" fill="none" opacity="0.6"/>`;
  }
  if (vest) {
    const [hx, hy] = P.hip;
    const [nx, ny] = P.neck;
    // reflective band across the torso
    const t = 0.42;
    const bx = hx + (nx - hx) * t;
    const by = hy + (ny - hy) * t;
    g += `<line x1="${f1(bx - 8)}" y1="${f1(by + 0.5)}" x2="${f1(bx + 8)}" y2="${f1(by - 0.5)}" stroke="${vest}" stroke-width="2.2" opacity="0.85"/>`;
    g += `<line x1="${f1(hx - 8)}" y1="${f1(hy - 4)}" x2="${f1(hx + 8)}" y2="${f1(hy - 4)}" stroke="${mix(vest, color, 0.4)}" stroke-width="2.4"/>`;
  }
  if (P.prop === "tablet") {
    g += `<rect x="10" y="-74" width="12" height="9" rx="1" transform="rotate(-18 16 -69)" fill="#30363e" stroke="${rim || "#999"}" stroke-width="0.8"/>`;
    g += `<rect x="11.5" y="-72.8" width="9" height="6.5" transform="rotate(-18 16 -69)" fill="#9fc0d6" opacity="0.85"/>`;
  }
  if (P.prop === "sheetOverhead") {
    g += `<rect x="-60" y="-103" width="120" height="3.2" fill="#a9b2ba"/><rect x="-60" y="-103" width="120" height="1" fill="#e5eaee"/>`;
  }
  if (tool === "hammer") {
    const a = P.arms[1][2];
    g += `<line x1="${f1(a[0])}" y1="${f1(a[1])}" x2="${f1(a[0] + 4)}" y2="${f1(a[1] + 9)}" stroke="#6b4a2f" stroke-width="2.2" stroke-linecap="round"/><rect x="${f1(a[0] + 1)}" y="${f1(a[1] + 8)}" width="8" height="3" fill="#3a3f46"/>`;
  }
  if (tool === "torch") {
    const a = P.arms[1][2];
    g += `<line x1="${f1(a[0])}" y1="${f1(a[1])}" x2="${f1(a[0] + 9)}" y2="${f1(a[1] + 6)}" stroke="#3a3f46" stroke-width="2.2" stroke-linecap="round"/><circle cx="${f1(a[0] + 11)}" cy="${f1(a[1] + 7)}" r="3.5" fill="#ffd9a0" opacity="0.9"/><circle cx="${f1(a[0] + 11)}" cy="${f1(a[1] + 7)}" r="9" fill="#ffb46b" opacity="0.25"/>`;
  }
  if (tool === "bag") {
    g += `<rect x="-7" y="-52" width="8" height="10" rx="1.5" fill="${mix(color, "#8a5a35", 0.55)}"/>`;
  }
  g += "</g>";
  return g;
}
