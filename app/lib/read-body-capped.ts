/**
 * The bytes of a fetch/HTTP body (a Request's or a Response's), read up to a
 * limit. Beyond it, reading stops and the body is cancelled, so a huge body is
 * never held in memory; a declared Content-Length beyond it is refused before
 * anything is read. Errors of the body itself (a dropped connection) are
 * thrown to the caller.
 */
export interface CappableBody {
  body: ReadableStream<Uint8Array> | null;
  headers: Headers;
}

/** The body's bytes (empty when there is no body), or null when it is larger than `maxBytes`. */
export async function readBodyCapped(message: CappableBody, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(message.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await message.body?.cancel().catch(() => undefined);
    return null;
  }
  const reader = message.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return null;
      chunks.push(value);
    }
  } finally {
    // Nothing more is read: release the body (a no-op once it was read to the end).
    reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
