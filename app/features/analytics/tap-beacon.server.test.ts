import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { TAP_BEACON_SCRIPT, withTapBeacon } from "./tap-beacon.server";

async function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(withTapBeacon("n0nce")));
}

describe("the phone-tap beacon script", () => {
  const script = `<script nonce="n0nce">${TAP_BEACON_SCRIPT}</script>`;
  it("is added once, right before </body>, even when </body> is cut between two chunks", async () => {
    expect(await through(["<html><body><p>x</p></body></html>"])).toBe(`<html><body><p>x</p>${script}</body></html>`);
    expect(await through(["<html><body><p>é</p></bo", "dy></html>"])).toBe(`<html><body><p>é</p>${script}</body></html>`);
    expect(await through(["<body>a", "</", "body>", "</body>"])).toBe(`<body>a${script}</body></body>`);
  });
  it("leaves a document without </body> as it is", async () => {
    expect(await through(["<p>partial", "</bo"])).toBe("<p>partial</bo");
  });
  it("sends only the event name and the page's path", () => {
    expect(TAP_BEACON_SCRIPT).toContain('new URLSearchParams({e:"appel",p:location.pathname})');
    expect(TAP_BEACON_SCRIPT).toContain('"/api/evenement"');
  });
});
