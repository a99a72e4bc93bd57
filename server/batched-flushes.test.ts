import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createBrotliDecompress } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import { afterEach, describe, expect, it } from "vitest";
import { batchedFlushes } from "./batched-flushes";

const compress = compression();
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A compressed page streamed by React Router's writer: `parts` written at once, then `later` after `gate` opens. */
function servePage(parts: string[], later: string, gate: Promise<void>, flushes: { count: number }) {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    compress(req as never, res as never, () => {
      const flush = (res as ServerResponse & { flush: () => void }).flush;
      (res as ServerResponse & { flush: () => void }).flush = () => {
        flushes.count += 1;
        flush.call(res);
      };
      batchedFlushes(res);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
          await gate;
          controller.enqueue(new TextEncoder().encode(later));
          controller.close();
        },
      });
      void writeReadableStreamToWritable(body, res);
    });
  });
  return new Promise<number>((resolve) => server!.listen(0, "127.0.0.1", () => resolve((server!.address() as AddressInfo).port)));
}

/** Reads the decompressed page, calling `onText` with all that has arrived each time more does. */
function readPage(port: number, onText: (text: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    request({ port, host: "127.0.0.1", headers: { "accept-encoding": "br" } }, (res) => {
      expect(res.headers["content-encoding"]).toBe("br");
      let text = "";
      const decoded = res.pipe(createBrotliDecompress());
      decoded.on("data", (chunk: Buffer) => onText((text += chunk.toString("utf8"))));
      decoded.on("end", () => resolve(text));
      decoded.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

describe("batchedFlushes", () => {
  it("flushes the compressed page once for the chunks written together, and again for a later part as it comes", async () => {
    const parts = Array.from({ length: 60 }, (_, i) => `<section>Partie ${i} de la page, zinc et ardoise.</section>`);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const flushes = { count: 0 };
    const port = await servePage(parts, "<p>La suite, rendue plus tard.</p>", gate, flushes);
    const page = await readPage(port, (text) => {
      // the first parts reach the visitor while the rest is still being made
      if (text.includes("Partie 59")) open();
    });
    expect(page).toBe(parts.join("") + "<p>La suite, rendue plus tard.</p>");
    expect(flushes.count).toBeLessThanOrEqual(3);
  });
});
