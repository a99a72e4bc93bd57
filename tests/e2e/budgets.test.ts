import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./helpers/browser";
import { hashVisitLinkToken } from "~/features/leads/visit-booking-link.server";
import { startServer, type TestServer } from "./helpers/server";
import { eventually } from "./helpers/eventually";
import { freshPublicPaths } from "./helpers/seeded-projects";
import { waitForHydration } from "./helpers/admin";
import { openServerDatabase } from "./helpers/server-db";
import { hashQuoteLinkToken } from "~/features/quotes/link.server";
import { insertQuote } from "../integration/helpers/quote-rows";

/**
 * Budgets: sizes are deterministic, so they are tests. The target:
 * at most 130 KB gzip of JavaScript loaded by any public page (React 19 and
 * React Router take ~109 KB of it). Icons come from the SVG sprite; form
 * validation, the cookie banner and the home page's contact form (far below
 * the fold) load when they are needed; the shell shares one chunk.
 */
const JS_BUDGET_GZIP = 130 * 1024;
const CSS_BUDGET_GZIP = 25 * 1024;
/** Texts that only the admin's heavier code contains (editor, media manager, markdown renderer). */
const ADMIN_ONLY_MARKERS = ["Sauvegarder brouillon", "Upload en cours", "Choisir dans la médiathèque", "sanitize-html"];

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

function assetsOf(html: string) {
  const js = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  const css = new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!));
  return { js: [...js], css: [...css] };
}
const read = (asset: string) => readFileSync(path.join("build/client", asset));
/** The class names a stylesheet's selectors name (Tailwind escapes `:`, `/`, `[`… and a leading digit). */
function classSelectorsOf(css: string): string[] {
  return [...css.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map((m) =>
    m[1]!.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
    ),
  );
}
/** Every class the application's stylesheet styles, the admin's included (build/client/assets/admin-*.css). */
function adminStyled(): Set<string> {
  const assets = readdirSync("build/client/assets").filter((name) => /^admin-[\w-]+\.css$/.test(name));
  return new Set(assets.flatMap((name) => classSelectorsOf(read(`/assets/${name}`).toString("utf8"))));
}
const gzipSize = (assets: string[]) => assets.reduce((sum, a) => sum + gzipSync(read(a), { level: 9 }).length, 0);

describe("budgets of public pages", () => {
  it.each(freshPublicPaths())("%s stays within 130 KB of JS and 25 KB of CSS (gzip), with no admin code", async (pagePath) => {
    const res = await fetch(`${server.url}${pagePath}`);
    expect(res.status).toBe(200);
    const { js, css } = assetsOf(await res.text());
    expect(js.length).toBeGreaterThan(0);
    expect(gzipSize(js)).toBeLessThanOrEqual(JS_BUDGET_GZIP);
    expect(gzipSize(css)).toBeLessThanOrEqual(CSS_BUDGET_GZIP);
    for (const asset of js) {
      const source = read(asset).toString("utf8");
      for (const marker of ADMIN_ONLY_MARKERS) expect(source, `${asset} contains ${marker}`).not.toContain(marker);
    }
  });

  it.each(freshPublicPaths())("%s uses no class that only the admin's stylesheet styles", async (pagePath) => {
    const html = await (await fetch(`${server.url}${pagePath}`)).text();
    const { css } = assetsOf(html);
    expect(css.some((asset) => asset.includes("/admin-"))).toBe(false);
    const styled = new Set(css.flatMap((asset) => classSelectorsOf(read(asset).toString("utf8"))));
    const used = new Set([...html.matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));
    const everyStyled = adminStyled();
    expect(everyStyled.size).toBeGreaterThan(1000);
    const unstyled = [...used].filter((name) => everyStyled.has(name) && !styled.has(name));
    expect(unstyled, "a file this page renders is left out of app.css's sources").toEqual([]);
  });

  it("a customer's devis page stays within the budgets, with no admin code, styled by the public stylesheet", async () => {
    // a devis sent, its link's token stored as the sending stores it (docs/product.md#devis-link)
    const database = openServerDatabase(server);
    const token = "B".repeat(43);
    try {
      const { id } = await insertQuote(database.db, {
        number: "DV-2026-0001",
        sentAt: [new Date().toISOString()],
        validUntil: "2099-12-31",
      });
      await database.db
        .updateTable("quotes")
        .set({ token_hash: hashQuoteLinkToken(token) })
        .where("id", "=", id)
        .execute();
    } finally {
      await database.close();
    }
    const res = await fetch(`${server.url}/devis/${token}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const { js, css } = assetsOf(html);
    expect(js.length).toBeGreaterThan(0);
    expect(gzipSize(js)).toBeLessThanOrEqual(JS_BUDGET_GZIP);
    expect(gzipSize(css)).toBeLessThanOrEqual(CSS_BUDGET_GZIP);
    for (const asset of js) {
      const source = read(asset).toString("utf8");
      for (const marker of ADMIN_ONLY_MARKERS) expect(source, `${asset} contains ${marker}`).not.toContain(marker);
    }
    const styled = new Set(css.flatMap((asset) => classSelectorsOf(read(asset).toString("utf8"))));
    const used = new Set([...html.matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));
    const everyStyled = adminStyled();
    expect([...used].filter((name) => everyStyled.has(name) && !styled.has(name))).toEqual([]);
  });

  it("a customer's visit booking page stays within the budgets, with no admin code, styled by the public stylesheet", async () => {
    // a request and its booking link, the token stored as the link stores it (docs/product.md#visits)
    const posted = await fetch(`${server.url}/api/leads/contact`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        prenom: "Budget",
        nom: "Visite",
        telephone: "06 12 34 56 78",
        email: "budget.visite@example.fr",
        ville: "Tarare",
        projet: "gouttieres",
        description: "Gouttière à remplacer.",
      }),
    });
    expect(posted.status).toBeLessThan(400);
    const database = openServerDatabase(server);
    const token = "C".repeat(43);
    try {
      const lead = await database.db
        .selectFrom("leads")
        .select("id")
        .where("email", "=", "budget.visite@example.fr")
        .executeTakeFirstOrThrow();
      await database.db.deleteFrom("visit_booking_links").where("lead_id", "=", lead.id).execute();
      await database.db
        .insertInto("visit_booking_links")
        .values({
          lead_id: lead.id,
          nonce: "budget",
          token_hash: hashVisitLinkToken(token),
          created_at: new Date().toISOString(),
          revoked_at: null,
        })
        .execute();
    } finally {
      await database.close();
    }
    const res = await fetch(`${server.url}/visite/${token}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Choisir un créneau de visite");
    const { js, css } = assetsOf(html);
    expect(js.length).toBeGreaterThan(0);
    expect(gzipSize(js)).toBeLessThanOrEqual(JS_BUDGET_GZIP);
    expect(gzipSize(css)).toBeLessThanOrEqual(CSS_BUDGET_GZIP);
    for (const asset of js) {
      const source = read(asset).toString("utf8");
      for (const marker of ADMIN_ONLY_MARKERS) expect(source, `${asset} contains ${marker}`).not.toContain(marker);
    }
    const styled = new Set(css.flatMap((asset) => classSelectorsOf(read(asset).toString("utf8"))));
    const used = new Set([...html.matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));
    expect([...used].filter((name) => adminStyled().has(name) && !styled.has(name))).toEqual([]);
  });

  it("the sign-in adds the admin's stylesheet after the public one", async () => {
    const { css } = assetsOf(await (await fetch(`${server.url}/auth-portal-secure`)).text());
    expect(css.findIndex((asset) => asset.includes("/app-"))).toBe(0);
    expect(css.findIndex((asset) => asset.includes("/admin-"))).toBeGreaterThan(0);
  });

  it.each(["/", "/blog", "/devis-gratuit"])(
    "%s asks for its stylesheet first and its scripts only after the first paint",
    async (pagePath) => {
      const html = await (await fetch(`${server.url}${pagePath}`)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const stylesheet = head.indexOf('rel="stylesheet"');
      const preloads = [...head.matchAll(/<link rel="[\w-]*modulepreload"[^>]*>/g)];
      expect(stylesheet).toBeGreaterThan(0);
      expect(preloads.length).toBeGreaterThan(2);
      expect(stylesheet).toBeLessThan(preloads[0]!.index);
      // held by the server, released after the first paint, then at low priority
      for (const [tag] of preloads) expect(tag).toMatch(/^<link rel="held-modulepreload" /);
      expect(html).not.toMatch(/<script[^>]* type="module"/);

      const { page, errors, close } = await openPage(browser, { width: 390 });
      // Each held link is recorded as it is released: after hydration the head may hold other links
      // (React drops some, a later dynamic import adds its own), so the released ones are watched instead.
      await page.addInitScript((heldRel) => {
        const released: string[] = [];
        (window as unknown as { releasedPreloads: string[] }).releasedPreloads = released;
        new MutationObserver((mutations) => {
          for (const mutation of mutations) {
            const link = mutation.target as HTMLLinkElement;
            if (mutation.oldValue === heldRel) released.push(`${link.rel} ${link.fetchPriority}`);
          }
        }).observe(document, { subtree: true, attributeFilter: ["rel"], attributeOldValue: true });
      }, "held-modulepreload");
      await page.goto(`${server.url}${pagePath}`);
      // released after the paint without a gesture (a gesture first would start them at once)
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { releasedPreloads: string[] }).releasedPreloads.length))
        .toBe(preloads.length);
      await waitForHydration(page);
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.includes("/assets/") && entry.name.endsWith(".js"))
          .map((entry) => entry.startTime),
        releasedPreloads: (window as unknown as { releasedPreloads: string[] }).releasedPreloads,
        moduleScripts: [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => script.async),
      }));
      // a public page read fetches its modules after the paint and runs them on the first gesture
      // (docs/product.md#scripts-on-first-use): fetched, not parsed, until then
      expect(timing.releasedPreloads).toEqual(preloads.map(() => "prefetch low"));
      expect(timing.moduleScripts.length).toBeGreaterThan(0);
      expect(timing.moduleScripts.every(Boolean)).toBe(true);
      expect(timing.scripts.length).toBeGreaterThan(2);
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it("every public page is complete HTML without JavaScript: heading, links and images work", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false, width: 390 });
    for (const pagePath of freshPublicPaths()) {
      const response = await page.goto(`${server.url}${pagePath}`);
      expect(response?.status(), pagePath).toBe(200);
      // no part left for a script to reveal (a deferred boundary must be in the HTML)
      expect(await response?.text(), pagePath).not.toContain("<!--$?-->");
      await eventually(() => page.locator("h1").count(), pagePath).toBe(1);
      expect((await page.locator("h1").innerText()).trim().length, pagePath).toBeGreaterThan(2);
      await eventually(() => page.locator('header a[href^="tel:"]').count(), pagePath).toBeGreaterThan(0);
      const brokenImages = await page.$$eval("img", (imgs) =>
        imgs.filter((img) => img.loading !== "lazy" && img.complete && img.naturalWidth === 0).map((img) => img.src),
      );
      expect(brokenImages, pagePath).toEqual([]);
    }
    await close();
  });
});

describe("the home page below its hero", () => {
  it("loads and hydrates when the visitor nears it, and works before that", async () => {
    const { page, errors, close } = await openPage(browser, { width: 390 });
    const deferredCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/below-the-fold-[\w-]+\.js$/.test(request.url())) deferredCode.push(request.url());
    });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    // its observer, started as the page hydrated, reports by the second frame whether it is near the viewport
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(deferredCode).toEqual([]);

    // before its code is there, the server's HTML works: one FAQ answer opens natively
    const question = page.locator("main details summary").first();
    await eventually(() => page.locator("main details[open]").count()).toBe(0);
    await question.evaluate((summary) => (summary as HTMLElement).click());
    await eventually(() => page.locator("main details[open]").count()).toBe(1);

    await page.locator("#about").scrollIntoViewIfNeeded();
    await expect.poll(() => deferredCode.length).toBe(1);
    await expect.poll(() => page.locator('[data-deferred="home-below-the-fold"] form[id="formulaire-contact"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
