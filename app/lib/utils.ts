import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names and lets a later Tailwind class override an earlier one of
 * the same group (`cn("px-4 inline-flex", "hidden px-2")` → "hidden px-2").
 * A small stand-in for tailwind-merge (8 KB gzip, too much for the public
 * JavaScript budget) covering the groups our components override.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let result = merged.get(joined);
  if (result === undefined) {
    result = mergeClasses(joined);
    if (merged.size >= MERGED_MAX) merged.clear();
    merged.set(joined, result);
  }
  return result;
}

/**
 * Merged class lists by what was joined: the same few hundred lists come back on every render,
 * and merging them took about 4 % of the server's time rendering a page. Bounded, in case a caller builds endless lists.
 */
const merged = new Map<string, string>();
const MERGED_MAX = 2000;

function mergeClasses(joined: string): string {
  const classes = joined.split(" ").filter(Boolean);
  const seen = new Map<string, number>();
  const keep: (string | null)[] = [];
  for (const cls of classes) {
    const key = conflictKey(cls);
    if (key) {
      const previous = seen.get(key);
      if (previous !== undefined) keep[previous] = null;
      seen.set(key, keep.length);
    }
    keep.push(cls);
  }
  return keep.filter((c): c is string => c !== null).join(" ");
}

const DISPLAY = new Set([
  "block",
  "inline-block",
  "inline",
  "flex",
  "inline-flex",
  "grid",
  "inline-grid",
  "hidden",
  "contents",
  "table",
]);
const POSITION = new Set(["static", "fixed", "absolute", "relative", "sticky"]);
const TEXT_SIZE = /^(xs|sm|base|lg|xl|\dxl|\[[\d.]+(px|rem|em)\])$/;
const FONT_WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const PREFIXES = [
  "min-w",
  "min-h",
  "max-w",
  "max-h",
  "gap-x",
  "gap-y",
  "col-span",
  "row-span",
  "grid-cols",
  "inset-x",
  "inset-y",
  "px",
  "py",
  "pt",
  "pr",
  "pb",
  "pl",
  "mx",
  "my",
  "mt",
  "mr",
  "mb",
  "ml",
  "p",
  "m",
  "w",
  "h",
  "size",
  "gap",
  "leading",
  "tracking",
  "z",
  "inset",
  "top",
  "left",
  "right",
  "bottom",
  "opacity",
  "order",
  "justify",
  "items",
  "self",
];
const TEXT_WRAP = /^(balance|wrap|nowrap|pretty|ellipsis|clip)$/;
/** ring-2, shadow-lg, outline-2: a size; ring-copper-500, shadow-black/5: a colour. */
const SIZE_VALUE = /^(\d+(\.\d+)?|px|none|inner|inset|xs|sm|md|lg|xl|2xl|3xl|\[.+\])$/;

/** The group a class belongs to, prefixed by its variants ("sm:hover:"), or null when it never conflicts. */
function conflictKey(cls: string): string | null {
  const cut = cls.lastIndexOf(":");
  const variants = cut >= 0 ? cls.slice(0, cut + 1) : "";
  const utility = (cut >= 0 ? cls.slice(cut + 1) : cls).replace(/^!/, "").replace(/^-/, "");
  if (DISPLAY.has(utility)) return `${variants}display`;
  if (POSITION.has(utility)) return `${variants}position`;
  if (utility.startsWith("text-")) {
    const value = utility.slice(5);
    if (TEXT_SIZE.test(value)) return `${variants}text-size`;
    if (TEXT_WRAP.test(value)) return `${variants}text-wrap`;
    if (["left", "center", "right", "justify", "start", "end"].includes(value)) return `${variants}text-align`;
    return `${variants}text-color`;
  }
  if (utility.startsWith("whitespace-")) return `${variants}whitespace`;
  if (utility.startsWith("font-")) return `${variants}${FONT_WEIGHT.test(utility.slice(5)) ? "font-weight" : "font-family"}`;
  if (/^bg-(?!gradient|linear|radial|cover|contain|center|no-repeat|fixed|clip)/.test(utility)) return `${variants}bg-color`;
  const rounded = /^rounded(-(t|b|l|r|s|e|tl|tr|bl|br|ss|se|es|ee))?(?=-|$)/.exec(utility);
  if (rounded) return `${variants}${rounded[0]}`;
  for (const family of ["shadow", "ring", "outline"]) {
    if (utility === family) return `${variants}${family}-size`;
    if (!utility.startsWith(`${family}-`)) continue;
    const value = utility.slice(family.length + 1);
    if (family !== "shadow" && value.startsWith("offset-"))
      return `${variants}${family}-offset-${SIZE_VALUE.test(value.slice(7)) ? "size" : "color"}`;
    if (family === "outline" && /^(none|hidden|dashed|dotted|double|solid)$/.test(value)) return `${variants}outline-style`;
    return `${variants}${family}-${SIZE_VALUE.test(value) ? "size" : "color"}`;
  }
  const prefix = PREFIXES.find((p) => utility === p || utility.startsWith(`${p}-`));
  return prefix ? `${variants}${prefix}` : null;
}
