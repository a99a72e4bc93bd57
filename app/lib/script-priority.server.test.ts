import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./script-priority.server";

const html =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/></head><body><a rel="modulepreloadX">x</a></body>';
const expected = html.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

async function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowerScriptPriority()));
}

describe("lowerScriptPriority", () => {
  it("marks every modulepreload link low priority and leaves the rest as it was", async () => {
    expect(await through([html])).toBe(expected);
  });

  it("finds the attribute when the stream cuts it anywhere, byte for byte otherwise", async () => {
    for (let cut = 1; cut < html.length; cut++) {
      expect(await through([html.slice(0, cut), html.slice(cut)])).toBe(expected);
    }
    expect(await through(html.split(""))).toBe(expected);
  });

  it("keeps multi-byte characters whole", async () => {
    const accented = "<p>Chéneaux en zinc façonnés</p>";
    const bytes = Buffer.from(accented);
    const stream = Readable.from([bytes.subarray(0, 6), bytes.subarray(6)]).pipe(lowerScriptPriority());
    expect(await text(stream)).toBe(accented);
  });
});
