import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory, staticWithCompressedCopies } from "./precompressed";

const script = "export const greeting = 'Bonjour';\n".repeat(200);
let root: string;
let baseUrl: string;
let close: () => void;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "precompressed-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "assets/app.js"), script);
  writeFileSync(path.join(root, "assets/small.css"), "a{color:red}");
  writeFileSync(path.join(root, "assets/photo.avif"), Buffer.alloc(4096, 7));
  await precompressDirectory(root);
  // a stray copy whose file is gone is not served
  writeFileSync(path.join(root, "assets/gone.js.br"), "x");

  const app = express();
  app.use(staticWithCompressedCopies(root, { setHeaders: (res) => res.setHeader("X-Static", "yes") }));
  app.use((_req, res) => res.status(404).send("absent"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close?.();
  rmSync(root, { recursive: true, force: true });
});

/** The raw answer: fetch would decode it. */
function raw(urlPath: string, acceptEncoding: string, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${baseUrl}${urlPath}`, { method, headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("files compressed at build time", () => {
  it("writes brotli and gzip copies of text files worth it, and none of images or tiny files", () => {
    expect(brotliDecompressSync(readFileSync(path.join(root, "assets/app.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(root, "assets/app.js.gz"))).toString()).toBe(script);
    expect(existsSync(path.join(root, "assets/small.css.br"))).toBe(false);
    expect(existsSync(path.join(root, "assets/photo.avif.br"))).toBe(false);
  });

  it("sends the copy the client prefers as the file itself, the query kept", async () => {
    const brotli = await raw("/assets/app.js?v=3", "gzip, deflate, br");
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(brotli.headers["vary"]).toBe("Accept-Encoding");
    expect(brotli.headers["x-static"]).toBe("yes");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzip = await raw("/assets/app.js", "gzip;q=1, br;q=0");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    for (const acceptEncoding of ["identity", "deflate", ""]) {
      const plain = await raw("/assets/app.js", acceptEncoding);
      expect(plain.headers["content-encoding"], acceptEncoding).toBeUndefined();
      expect(plain.headers["vary"], acceptEncoding).toBe("Accept-Encoding");
      expect(plain.body.toString(), acceptEncoding).toBe(script);
    }

    const head = await raw("/assets/app.js", "br", "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(String(brotli.body.length));
    expect(head.body.length).toBe(0);
  });

  it("serves other files as express.static does, and no copy under its own name", async () => {
    const small = await raw("/assets/small.css", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("a{color:red}");
    for (const urlPath of ["/assets/app.js.br", "/assets/app.js.gz", "/assets/gone.js", "/assets/gone.js.br"]) {
      const res = await raw(urlPath, "br");
      expect(res.status, urlPath).toBe(404);
      expect(res.headers["content-encoding"], urlPath).toBeUndefined();
    }
  });
});
