import { randomBytes } from "node:crypto";
import http from "node:http";

export interface FilePart {
  filename: string;
  contentType: string;
  /** The file's first bytes (a format header); the rest up to `size` is filled. */
  head?: Buffer;
  /** Total file size in bytes (at least head's length). */
  size?: number;
  /** Fill bytes: zeros (default) or random (incompressible, photo-like). */
  fill?: "zero" | "random";
  field?: string;
}

export interface PostOptions {
  headers?: Record<string, string>;
  /** Destroy the socket after this many body bytes (a client going away mid-upload). */
  abortAfterBytes?: number;
  /** Reported every 1 MiB written. */
  onProgress?: (bytesSent: number, total: number) => void;
}

export interface PostResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

const CHUNK = 64 * 1024;

/**
 * POSTs one file as multipart/form-data, streamed (never the whole body in
 * memory), like a browser does; resolves with the answer, or with status 0
 * when the test aborted the request on purpose.
 */
export function postMultipart(url: string, part: FilePart, options: PostOptions = {}): Promise<PostResult> {
  const boundary = `----aztest${randomBytes(8).toString("hex")}`;
  const head = part.head ?? Buffer.alloc(0);
  const size = Math.max(part.size ?? head.length, head.length);
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? "file"}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = preamble.length + size + epilogue.length;
  const zeros = Buffer.alloc(CHUNK);

  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(total),
        ...options.headers,
      },
    });
    let aborted = false;
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on("error", (error) => (aborted ? resolve({ status: 0, headers: {}, body: null }) : reject(error)));

    let sent = 0;
    let nextReport = 1024 * 1024;
    const write = async (buffer: Buffer): Promise<boolean> => {
      if (aborted || req.destroyed) return false;
      if (options.abortAfterBytes !== undefined && sent + buffer.length > options.abortAfterBytes) {
        const keep = options.abortAfterBytes - sent;
        if (keep > 0) req.write(buffer.subarray(0, keep));
        await new Promise((r) => setTimeout(r, 50));
        aborted = true;
        req.destroy();
        resolve({ status: 0, headers: {}, body: null });
        return false;
      }
      sent += buffer.length;
      if (options.onProgress && sent >= nextReport) {
        options.onProgress(sent, total);
        nextReport += 1024 * 1024;
      }
      if (!req.write(buffer)) await new Promise((r) => req.once("drain", r));
      return true;
    };

    void (async () => {
      if (!(await write(preamble))) return;
      if (head.length > 0 && !(await write(head))) return;
      let remaining = size - head.length;
      while (remaining > 0) {
        const n = Math.min(CHUNK, remaining);
        const chunk = part.fill === "random" ? randomBytes(n) : zeros.subarray(0, n);
        if (!(await write(chunk))) return;
        remaining -= n;
      }
      if (!(await write(epilogue))) return;
      req.end();
    })().catch(reject);
  });
}

/** First bytes of real formats, for files that must sniff as one. */
export const MAGIC = {
  /** ISO BMFF 'ftyp' box of an MP4. */
  mp4: Buffer.from("0000001c667479706d703432000000006d70343269736f6d61766331", "hex"),
  /** An ELF executable header (Linux). */
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(56)]),
  /** A PE executable (Windows .exe): 'MZ' DOS stub. */
  pe: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62)]),
};
