import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcedNode } from "./helpers/accessibility";
import { launchBrowser, openPage } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { eventually } from "./helpers/eventually";
import { waitForHydration } from "./helpers/admin";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("site shell", () => {
  it("renders the header as server HTML, in French, with security headers", async () => {
    const res = await fetch(`${server.url}/`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Devis Gratuit");
    expect(html).toContain("Navigation principale");
    // a page shared from the cache allows its own scripts by hash (tests/e2e/http-caching.test.ts)
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self'( 'sha256-[^']+')+ 'strict-dynamic'/);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    expect(res.headers.get("permissions-policy")).toBeTruthy();
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  });

  it("compresses HTML and caches hashed assets for a year", async () => {
    const res = await fetch(`${server.url}/`, { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    const html = await res.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const assetRes = await fetch(`${server.url}${asset}`);
    expect(assetRes.status).toBe(200);
    expect(assetRes.headers.get("cache-control")).toContain("max-age=31536000");
    expect(assetRes.headers.get("cache-control")).toContain("immutable");
  });

  it("sends the page's scripts and styles compressed at build time: brotli, else gzip, else as they are", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const assets = [...new Set(html.match(/\/assets\/[^"]+\.(?:js|css)/g))];
    // React Router's route manifest is written last, after the rest of the build
    expect(assets.some((asset) => /\/assets\/manifest-[^/]+\.js$/.test(asset))).toBe(true);
    expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
    let copiesSent = 0;
    for (const asset of assets) {
      const get = (acceptEncoding: string) => fetch(`${server.url}${asset}`, { headers: { "accept-encoding": acceptEncoding } });
      const plain = await get("identity");
      const original = Buffer.from(await plain.arrayBuffer());
      expect(plain.headers.get("content-encoding"), asset).toBeNull();
      if (original.length < 1024) continue; // too small to be worth a compressed copy
      expect(plain.headers.get("vary"), asset).toMatch(/Accept-Encoding/i);
      const sizes: number[] = [];
      for (const [acceptEncoding, expected] of [
        ["gzip, deflate, br, zstd", "br"],
        ["gzip", "gzip"],
      ] as const) {
        const res = await get(acceptEncoding);
        expect(res.headers.get("content-encoding"), `${asset} ${acceptEncoding}`).toBe(expected);
        expect(res.headers.get("content-type"), asset).toBe(plain.headers.get("content-type"));
        expect(res.headers.get("cache-control"), asset).toBe("public, max-age=31536000, immutable");
        expect(res.headers.get("vary"), asset).toMatch(/Accept-Encoding/i);
        // stored, not compressed on the way out: its length is known before the first byte
        sizes.push(Number(res.headers.get("content-length")));
        expect(Buffer.from(await res.arrayBuffer()).equals(original), `${asset} ${expected}`).toBe(true);
      }
      expect(sizes[0], asset).toBeLessThan(sizes[1]!);
      expect(sizes[1], asset).toBeLessThan(original.length);
      copiesSent++;
    }
    expect(copiesSent).toBeGreaterThanOrEqual(3);

    const script = `${server.url}${assets.find((asset) => asset.includes("/entry.client-"))}`;
    const brotli = await fetch(script, { headers: { "accept-encoding": "br" } });
    await brotli.arrayBuffer();
    const head = await fetch(script, { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(head.headers.get("content-length")).toBe(brotli.headers.get("content-length"));
    // each copy has its own validator, so a cache never revalidates one with another's
    const plain = await fetch(script, { headers: { "accept-encoding": "identity" } });
    await plain.arrayBuffer();
    expect(brotli.headers.get("etag")).toBeTruthy();
    expect(brotli.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    // a stored copy is no file of its own
    expect((await fetch(`${script}.br`)).status).toBe(404);
    expect((await fetch(`${script}.gz`)).status).toBe(404);
  });

  it("answers /healthz after checking the database", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: process.env.TEST_DATABASE_URL ? "postgres" : "sqlite" });
  });

  it("serves robots.txt and sitemap.xml without private paths", async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /dashboard-management-panel");
    expect(robots).toContain("Disallow: /auth-portal-secure");
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.url}/services/zinguerie</loc>`);
    expect(sitemap).toContain(`<loc>${server.url}/landing/conseil</loc>`);
    expect(sitemap).not.toContain("dashboard-management-panel");
    expect(sitemap).not.toContain("auth-portal-secure");
  });

  it("refuses a state-changing request from another origin with a French message", async () => {
    const res = await fetch(`${server.url}/dashboard-management-panel/logout`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("Requête refusée");
  });

  it("shows the not-found page with a 404 status, a link home, and logs the path", async () => {
    const res = await fetch(`${server.url}/cette-page-n-existe-pas`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
    await expect.poll(() => server.output()).toContain("/cette-page-n-existe-pas");

    // the document itself answers 404, which Chromium reports on the console
    const { page, errors, close } = await openPage(browser, { allowConsoleErrors: [/status of 404/] });
    await page.goto(`${server.url}/encore/une/page/inconnue`);
    await expect.poll(() => page.getByRole("heading", { name: "Oops! Page not found" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await page.waitForURL(`${server.url}/`);
    expect(errors).toEqual([]);
    await close();
  });

  it("menu entries scroll to home anchors 80 px below the top, also from another page", async () => {
    const { page, errors, externalRequests, close } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByRole("link", { name: "Réalisations" }).click();
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("realisations")!.getBoundingClientRect().top)))
      .toBe(80);

    await page.goto(`${server.url}/contact`);
    await waitForHydration(page);
    await nav.getByRole("link", { name: "À propos" }).click();
    await page.waitForURL(`${server.url}/#about`);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("about")!.getBoundingClientRect().top)))
      .toBe(80);

    await nav.getByRole("link", { name: "Blog" }).click();
    await page.waitForURL(`${server.url}/blog`);
    await nav.getByRole("link", { name: "Contact" }).click();
    await page.waitForURL(`${server.url}/contact`);
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await close();
  });

  it("a link to a home anchor lands it 80 px below the top, also without JavaScript (one offset, not two)", async () => {
    for (const javaScriptEnabled of [false, true]) {
      const { page, close } = await openPage(browser, { javaScriptEnabled });
      await page.goto(`${server.url}/#about`);
      await expect
        .poll(() => page.evaluate(() => Math.round(document.getElementById("about")!.getBoundingClientRect().top)))
        .toBe(80);
      await close();
    }
  });

  it("has a phone link and a 'Devis Gratuit' button to /devis-gratuit when signed out", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/services`);
    const phone = page.locator('header a[href^="tel:"]').first();
    await eventually(() => phone.getAttribute("href")).toMatch(/^tel:\+33\d{9}$/);
    await page.getByRole("banner").getByRole("link", { name: "Devis Gratuit" }).click();
    await page.waitForURL(`${server.url}/devis-gratuit`);
    await close();
  });

  it("mobile menu at 390 px opens and closes with the keyboard and is announced", async () => {
    const { page, errors, close } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}/contact`);
    await waitForHydration(page);
    // a <summary>: Chromium announces it as a disclosure button with its expanded state
    const toggle = page.locator("header summary");
    expect(await announcedNode(page, /le menu$/)).toEqual({
      role: "DisclosureTriangle",
      name: "Ouvrir le menu",
      expanded: false,
    });
    await expect.poll(() => page.getByRole("navigation", { name: "Navigation mobile" }).isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await announcedNode(page, /le menu$/)).toEqual({ role: "DisclosureTriangle", name: "Fermer le menu", expanded: true });
    const mobileNav = page.getByRole("navigation", { name: "Navigation mobile" });
    await eventually(() => mobileNav.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => mobileNav.isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    await toggle.click();
    await mobileNav.getByRole("link", { name: "Services" }).click();
    await page.waitForURL(`${server.url}/#services`);
    await expect.poll(() => mobileNav.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("falls back to the 'AZ' badge when the logo image fails", async () => {
    const { page, context, close } = await openPage(browser, { allowConsoleErrors: [/Failed to load resource/] });
    await context.route("**/images/logo.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`${server.url}/`);
    // the badge is the scripts' work: they run on the visitor's first gesture (docs/product.md#scripts-on-first-use)
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId("logo-fallback").first().isVisible()).toBe(true);
    await eventually(() => page.getByTestId("logo-fallback").first().textContent()).toBe("AZ");
    await close();
  });
});

describe("start-up", () => {
  it("stops with a message naming a wrong variable", async () => {
    await expect(startServer({ SITE_EMAIL: "pas-un-email" })).rejects.toThrow(/SITE_EMAIL/);
  });
});
