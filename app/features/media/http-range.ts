/**
 * HTTP conditional and range request rules for serving media (RFC 9110),
 * pure. Only single byte ranges are honoured; anything else is served whole,
 * which the RFC allows.
 */

export type ByteRange = { start: number; end: number };
export type RangeDecision = { kind: "full" } | { kind: "partial"; range: ByteRange } | { kind: "unsatisfiable" };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/** What to send for a Range header on a representation of `size` bytes. */
export function decideRange(header: string | null | undefined, size: number): RangeDecision {
  if (!header) return { kind: "full" };
  const match = SINGLE_RANGE.exec(header.trim().replace(/\s+/g, ""));
  if (!match) return { kind: "full" }; // other units, several ranges, garbage: ignored
  const [, first, last] = match;
  if (first === "" && last === "") return { kind: "full" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (!Number.isSafeInteger(start)) return { kind: "full" };
  if (last !== "" && (!Number.isSafeInteger(Number(last)) || Number(last) < start)) return { kind: "full" };
  if (start >= size) return { kind: "unsatisfiable" };
  const end = last === "" ? size - 1 : Number(last);
  return { kind: "partial", range: { start, end: Math.min(end, size - 1) } };
}

function opaqueTag(tag: string): string {
  return tag.trim().replace(/^W\//, "");
}

/** If-None-Match against our ETag (weak comparison, lists and '*'). */
export function etagMatches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const ours = opaqueTag(etag);
  return header.split(",").some((candidate) => opaqueTag(candidate) === ours);
}

/** If-Range: the range applies only when the validator is our (strong) ETag; a date or another tag means 'send it all'. */
export function ifRangeAllows(header: string | null | undefined, etag: string): boolean {
  if (!header) return true;
  const value = header.trim();
  return !value.startsWith("W/") && value === etag;
}
