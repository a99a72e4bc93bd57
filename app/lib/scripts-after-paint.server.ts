import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "./scripts-after-paint";

/** What React Router writes, and what the browser will not act on until RELEASE_SCRIPTS runs. */
const REWRITES: readonly (readonly [string, string])[] = [
  // fetchpriority is set as the link is released: on an inert link it would be invalid HTML
  ['rel="modulepreload"', `rel="${HELD_PRELOAD_REL}"`],
  // the release script makes it async again (a data block may not carry the attribute)
  [' type="module" async=""', ` type="${HELD_MODULE_TYPE}"`],
];

/**
 * Holds back the document's scripts as it streams (see scripts-after-paint.ts):
 * React Router's modulepreload links and module script are made inert, to be
 * released after the first paint. A pattern cut between two chunks is handled
 * by holding back the end of each chunk that could be the start of one.
 */
export function holdScriptsUntilPaint(): Transform {
  let carry = "";
  // a character cut between two chunks is kept whole
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      const text = carry + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const rewritten = rewrite(text);
      const keep = partialTail(rewritten);
      carry = rewritten.slice(rewritten.length - keep);
      done(null, rewritten.slice(0, rewritten.length - keep));
    },
    flush(done: TransformCallback) {
      done(null, rewrite(carry + decoder.end()));
    },
  });
}

function rewrite(text: string): string {
  return REWRITES.reduce((result, [from, to]) => result.replaceAll(from, to), text);
}

/** How many trailing characters could be the beginning of a pattern. */
function partialTail(text: string): number {
  let longest = 0;
  for (const [pattern] of REWRITES) {
    for (let length = Math.min(pattern.length - 1, text.length); length > longest; length--) {
      if (pattern.startsWith(text.slice(text.length - length))) {
        longest = length;
        break;
      }
    }
  }
  return longest;
}
