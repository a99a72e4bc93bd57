import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = 'rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = 'rel="modulepreload" fetchpriority="low"';

/**
 * Rewrites the document's `<link rel="modulepreload">` (React Router's
 * scripts) to `fetchpriority="low"` as it streams. The page is server HTML
 * whose links and forms work before hydration, so on a slow connection the
 * stylesheet, the font and the first image should win the bandwidth; the
 * scripts follow. A tag cut between two chunks is handled by holding back the
 * end of each chunk that could be the start of one.
 */
export function lowerScriptPriority(): Transform {
  let carry = "";
  // a character cut between two chunks is kept whole
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      const text = carry + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const rewritten = text.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
      const keep = partialTail(rewritten);
      carry = rewritten.slice(rewritten.length - keep);
      done(null, rewritten.slice(0, rewritten.length - keep));
    },
    flush(done: TransformCallback) {
      done(null, carry + decoder.end());
    },
  });
}

/** How many trailing characters could be the beginning of MODULE_PRELOAD. */
function partialTail(text: string): number {
  for (let length = Math.min(MODULE_PRELOAD.length - 1, text.length); length > 0; length--) {
    if (MODULE_PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
