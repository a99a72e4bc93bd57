/**
 * Files under build/client (hashed assets, icons, images) carry the security
 * headers of pages: no framing, HSTS on an https site, referrer and
 * permissions policies, and a policy under which a file opened on its own
 * runs nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;

beforeAll(async () => {
  // as deployed behind TLS
  server = await startServer({ SITE_URL: "https://www.az-toiture.test" });
});
afterAll(async () => {
  await server?.stop();
});

const PAGE_HEADERS = [
  "strict-transport-security",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "x-content-type-options",
  "cross-origin-opener-policy",
];

describe("static files", () => {
  it("get the same frame, HSTS, referrer and permissions headers as pages", async () => {
    const page = await fetch(`${server.url}/`);
    const html = await page.text();
    const script = html.match(/\/assets\/[^"]+\.js/)?.[0];
    const style = html.match(/\/assets\/[^"]+\.css/)?.[0];
    expect(script).toBeTruthy();
    expect(style).toBeTruthy();
    expect(page.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);

    for (const path of [script!, style!, "/favicon.svg", "/favicon.ico", "/og-default.jpg"]) {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
      for (const name of PAGE_HEADERS) expect(res.headers.get(name), `${path} ${name}`).toBe(page.headers.get(name));
      const policy = res.headers.get("content-security-policy") ?? "";
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("default-src 'none'");
      expect(policy, path).not.toContain("script-src");
    }
  });
});
