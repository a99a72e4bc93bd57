import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcedNode } from "./helpers/accessibility";
import { launchBrowser, openPage } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { eventually } from "./helpers/eventually";

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
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByRole("link", { name: "Réalisations" }).click();
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("realisations")!.getBoundingClientRect().top)))
      .toBe(80);

    await page.goto(`${server.url}/contact`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
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
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // a <summary>: Chromium announces it as a disclosure button with its expanded state
    const toggle = page.locator("header summary");
    expect(await announcedNode(page, /le menu$/)).toEqual({ role: "DisclosureTriangle", name: "Ouvrir le menu", expanded: false });
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
