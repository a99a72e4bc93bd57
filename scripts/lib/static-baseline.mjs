// The bench's static baseline: a minimal Node HTTP server answering from memory with the exact bytes
// (and Content-Encoding) the application sent for each page and request mode, as a static file server
// with precompressed files would. Usage: node static-baseline.mjs <bodies.json> <port>; prints "ready".
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port] = process.argv.slice(2);
/** @type {Record<string, { encoding: string | null; body: string }>} keyed by `${mode} ${path}` */
const stored = JSON.parse(readFileSync(file, "utf8"));
const pages = new Map(
  Object.entries(stored).map(([key, { encoding, body }]) => {
    const bytes = Buffer.from(body, "base64");
    const headers = { "content-type": "text/html; charset=utf-8", "content-length": bytes.length };
    return [key, { bytes, headers: encoding ? { ...headers, "content-encoding": encoding } : headers }];
  }),
);
createServer((req, res) => {
  const mode = req.headers["accept-encoding"] ? "browser" : "identity";
  const page = pages.get(`${mode} ${req.url}`);
  if (!page) return res.writeHead(404).end();
  res.writeHead(200, page.headers).end(page.bytes);
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
