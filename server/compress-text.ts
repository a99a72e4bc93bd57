import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** The encodings the server stores text in, in order of preference. */
export const TEXT_ENCODINGS = ["br", "gzip"] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Text (HTML, scripts, styles) compressed once, to be sent as stored: brotli in text mode at the
 * given quality (its best by default), gzip at its best. On libuv's worker threads.
 */
export function compressText(
  data: Buffer,
  encoding: TextEncoding,
  brotliQuality: number = constants.BROTLI_MAX_QUALITY,
): Promise<Buffer> {
  if (encoding === "gzip") return gzipped(data, { level: constants.Z_BEST_COMPRESSION });
  return brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}
