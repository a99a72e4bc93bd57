import { Transform, type TransformCallback } from "node:stream";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL, HELD_UNTIL_USE_TYPE } from "./scripts-after-paint";

/** What React Router writes, and what the browser will not act on until RELEASE_SCRIPTS runs. */
function rewritesFor(untilFirstUse: boolean): (readonly [Buffer, Buffer])[] {
  const rewrites: [string, string][] = [
    // fetchpriority is set as the link is released: on an inert link it would be invalid HTML
    ['rel="modulepreload"', `rel="${HELD_PRELOAD_REL}"`],
    // the release script makes it async again (a data block may not carry the attribute)
    [' type="module" async=""', ` type="${untilFirstUse ? HELD_UNTIL_USE_TYPE : HELD_MODULE_TYPE}"`],
  ];
  // the patterns are ASCII, so a UTF-8 stream needs no decoding to find them
  return rewrites.map(([from, to]) => [Buffer.from(from), Buffer.from(to)] as const);
}
const HELD_AFTER_PAINT = rewritesFor(false);
const HELD_UNTIL_USE = rewritesFor(true);
const NOTHING = Buffer.alloc(0);

/**
 * Holds back the document's scripts as it streams (see scripts-after-paint.ts):
 * React Router's modulepreload links and module script are made inert, to be
 * released after the first paint. A pattern cut between two chunks is handled
 * by holding back the end of each chunk that could be the start of one. Works
 * on the bytes, and sends what React wrote in one go (its 4 kB pieces) as one
 * chunk: every later stage (web stream, compression, socket) then works once
 * per document instead of once per piece.
 *
 * `untilFirstUse`: the module script waits for the visitor's first gesture
 * (docs/product.md#scripts-on-first-use).
 */
export function holdScriptsUntilPaint({ untilFirstUse = false }: { untilFirstUse?: boolean } = {}): Transform {
  const rewrites = untilFirstUse ? HELD_UNTIL_USE : HELD_AFTER_PAINT;
  let carry = NOTHING;
  let pending: Buffer[] = [];
  let scheduled = false;
  const release = (stream: Transform, last: boolean) => {
    scheduled = false;
    if (stream.destroyed) return;
    const rewritten = rewrite(Buffer.concat([carry, ...pending]), rewrites);
    pending = [];
    const keep = last ? 0 : partialTail(rewritten, rewrites);
    // copied: the chunk's memory is not ours to keep
    carry = keep > 0 ? Buffer.from(rewritten.subarray(rewritten.length - keep)) : NOTHING;
    if (rewritten.length > keep) stream.push(keep > 0 ? rewritten.subarray(0, rewritten.length - keep) : rewritten);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release, this, false);
      }
      done();
    },
    flush(done: TransformCallback) {
      release(this, true);
      done();
    },
  });
}

type Rewrites = readonly (readonly [Buffer, Buffer])[];

function rewrite(bytes: Buffer, rewrites: Rewrites): Buffer {
  let result = bytes;
  for (const [from, to] of rewrites) {
    let at = result.indexOf(from);
    if (at < 0) continue;
    const parts: Buffer[] = [];
    let start = 0;
    while (at >= 0) {
      parts.push(result.subarray(start, at), to);
      start = at + from.length;
      at = result.indexOf(from, start);
    }
    parts.push(result.subarray(start));
    result = Buffer.concat(parts);
  }
  return result;
}

/** How many trailing bytes could be the beginning of a pattern. */
function partialTail(bytes: Buffer, rewrites: Rewrites): number {
  let longest = 0;
  for (const [pattern] of rewrites) {
    for (let length = Math.min(pattern.length - 1, bytes.length); length > longest; length--) {
      if (bytes.subarray(bytes.length - length).equals(pattern.subarray(0, length))) {
        longest = length;
        break;
      }
    }
  }
  return longest;
}
