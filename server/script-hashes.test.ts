import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { replaceNonceWithHashes } from "./script-hashes";

const NONCE = "k2Hq0b+Zf/9sAq1xR0dUzw==";
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const page = [
  `<head><link rel="held-modulepreload" href="/assets/entry.js" nonce="${NONCE}"/>`,
  `<script type="application/ld+json">{"@type":"FAQPage"}</script>`,
  `<script nonce="${NONCE}">window.__ctx = {"a":"\\u003c/script>"};</script></head>`,
  `<body><p>Zinc « patiné »</p>`,
  `<script>alert("injected")</script>`,
  `<script nonce="autre">alert("guessed")</script>`,
  `<script nonce="${NONCE}" type="text/x-held-module">import "/assets/root.js";\n</script>`,
  `<script nonce="${NONCE}">window.__ctx = {"a":"\\u003c/script>"};</script></body>`,
].join("");

describe("replaceNonceWithHashes", () => {
  it("hashes exactly the inline scripts rendered with the nonce, once each, and removes the nonce", () => {
    const result = replaceNonceWithHashes(page, NONCE)!;
    expect(result.scriptHashes).toEqual([
      sha256('window.__ctx = {"a":"\\u003c/script>"};'),
      sha256('import "/assets/root.js";\n'),
    ]);
    expect(result.body).not.toContain(NONCE);
    expect(result.body).toBe(page.replaceAll(` nonce="${NONCE}"`, ""));
  });

  it("never lists a script that did not carry the nonce", () => {
    const { scriptHashes } = replaceNonceWithHashes(page, NONCE)!;
    expect(scriptHashes).not.toContain(sha256('alert("injected")'));
    expect(scriptHashes).not.toContain(sha256('alert("guessed")'));
    expect(scriptHashes).not.toContain(sha256('{"@type":"FAQPage"}'));
  });

  it("keeps the nonce of a page whose own scripts load a file, and of a page rendered without one", () => {
    expect(replaceNonceWithHashes(`<script async nonce="${NONCE}" src="https://tag.example/js"></script>`, NONCE)).toBeNull();
    expect(replaceNonceWithHashes(page, "")).toBeNull();
  });

  it("leaves a document without scripts as it was", () => {
    expect(replaceNonceWithHashes("<urlset></urlset>", NONCE)).toEqual({ body: "<urlset></urlset>", scriptHashes: [] });
  });
});
