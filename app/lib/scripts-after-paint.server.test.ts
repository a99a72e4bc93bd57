import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { holdScriptsUntilPaint } from "./scripts-after-paint.server";

const html =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/></head><body><a rel="modulepreloadX">x</a>' +
  '<script type="application/ld+json">{}</script><script nonce="n" type="module" async="">import "/assets/root.js";</script></body>';
const expected = html
  .replaceAll('rel="modulepreload"', 'rel="held-modulepreload"')
  .replace(' type="module" async=""', ' type="text/x-held-module"');

async function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(holdScriptsUntilPaint()));
}

/** Each chunk written on its own turn of the event loop, as a stream that waits for data would. */
async function throughSlowly(chunks: string[]): Promise<string> {
  const stream = holdScriptsUntilPaint();
  const output = text(stream);
  for (const chunk of chunks) {
    stream.write(Buffer.from(chunk));
    await new Promise((resolve) => setImmediate(resolve));
  }
  stream.end();
  return output;
}

describe("holdScriptsUntilPaint", () => {
  it("makes every modulepreload link and the module script inert, and leaves the rest as it was", async () => {
    expect(await through([html])).toBe(expected);
  });

  it("finds the patterns when the stream cuts them anywhere, byte for byte otherwise", async () => {
    for (let cut = 1; cut < html.length; cut++) {
      expect(await through([html.slice(0, cut), html.slice(cut)])).toBe(expected);
      expect(await throughSlowly([html.slice(0, cut), html.slice(cut)])).toBe(expected);
    }
    expect(await through(html.split(""))).toBe(expected);
    expect(await throughSlowly(html.split(""))).toBe(expected);
  });

  it("sends what was written in one go as one chunk, and a later write on its own", async () => {
    const stream = holdScriptsUntilPaint();
    const received: string[] = [];
    stream.on("data", (chunk: Buffer) => received.push(chunk.toString()));
    const pieces = html.match(/.{1,40}/gs)!;
    for (const piece of pieces) stream.write(Buffer.from(piece));
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual([expected]);
    stream.end(Buffer.from("<p>fin</p>"));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(received).toEqual([expected, "<p>fin</p>"]);
  });

  it("keeps multi-byte characters whole", async () => {
    const accented = "<p>Chéneaux en zinc façonnés</p>";
    const bytes = Buffer.from(accented);
    const stream = Readable.from([bytes.subarray(0, 6), bytes.subarray(6)]).pipe(holdScriptsUntilPaint());
    expect(await text(stream)).toBe(accented);
  });

  it("marks the module script of a page whose scripts wait for a first gesture apart, links as before", async () => {
    const held = Readable.from([Buffer.from(html)]).pipe(holdScriptsUntilPaint({ untilFirstUse: true }));
    expect(await text(held)).toBe(
      html
        .replaceAll('rel="modulepreload"', 'rel="held-modulepreload"')
        .replace(' type="module" async=""', ' type="text/x-held-module-until-use"'),
    );
  });
});
