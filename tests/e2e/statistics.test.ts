/**
 * Audience statistics without cookies (docs/product.md#statistics): public
 * page views are counted by the server, from the page cache's fast path too,
 * never admin pages, bots, prefetches or HEAD; a tap on the phone number is
 * counted through the page's beacon; the 'Statistiques' page shows the chart
 * and a conversion from a real quote request, exports its daily table as CSV
 * and is closed to signed-out visitors; a SIGTERM writes the last seconds'
 * views before the server exits.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, DEFAULT_ADMIN, runSql, signInByCookie, signInCookie, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { rememberCookieChoice } from "./helpers/consent";
import { eventually } from "./helpers/eventually";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";

const STATISTICS = "/dashboard-management-panel/statistiques";
const BROWSER_UA = (name: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 ${name}`;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await createAdmin(server, DEFAULT_ADMIN);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every day's views and visitors of one value of a dimension ('path', 'campaign'…), as flushed so far. */
async function counted(dimension: string, value: string): Promise<{ views: number; visitors: number }> {
  const [row] = await runSql(
    server,
    "select sum(views) as views, sum(visitors) as visitors from page_view_totals where dimension = ? and value = ?",
    [dimension, value],
  );
  return { views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
}

async function phoneTaps(path: string): Promise<number> {
  const [row] = await runSql(server, "select sum(count) as taps from visitor_events where event = 'appel' and path = ?", [path]);
  return Number(row?.taps ?? 0);
}

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${server.url}${path}`, { method, redirect: "manual", headers: { "accept-encoding": "identity", ...headers } });

describe("counting", () => {
  it("counts public page views, from the cache's fast path too, and nothing else", async () => {
    const ua = BROWSER_UA("counting");
    const statuses: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await get("/services", { "user-agent": ua });
      expect(res.status).toBe(200);
      statuses.push(res.headers.get("x-cache") ?? "");
      await res.arrayBuffer();
    }
    // the first render is stored; the others are sent from the store
    expect(statuses).toEqual(["MISS", "HIT", "HIT", "HIT"]);

    const notCounted: [string, Record<string, string>, string][] = [
      ["/services", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }, "GET"],
      ["/services", { "user-agent": ua }, "HEAD"],
      ["/services", { "user-agent": ua, "sec-purpose": "prefetch" }, "GET"],
      ["/services", { "user-agent": ua, purpose: "prefetch" }, "GET"],
      ["/auth-portal-secure", { "user-agent": ua }, "GET"],
      ["/dashboard-management-panel", { "user-agent": ua }, "GET"],
      ["/page-qui-n-existe-pas", { "user-agent": ua }, "GET"],
      ["/healthz", { "user-agent": ua }, "GET"],
      ["/sitemap.xml", { "user-agent": ua }, "GET"],
    ];
    for (const [path, headers, method] of notCounted) await (await get(path, headers, method)).arrayBuffer();
    // an admin's own visit of the dashboard, signed in
    const cookie = await signInCookie(server);
    await (await get("/dashboard-management-panel", { "user-agent": ua, cookie })).arrayBuffer();

    // written by the next flush (every 5 s)
    await eventually(() => counted("path", "/services"), "views of /services").toEqual({ views: 4, visitors: 1 });
    for (const path of [
      "/auth-portal-secure",
      "/dashboard-management-panel",
      "/page-qui-n-existe-pas",
      "/healthz",
      "/sitemap.xml",
    ]) {
      expect(await counted("path", path), path).toEqual({ views: 0, visitors: 0 });
    }
    const stored = await runSql(server, "select * from page_views_daily");
    // no address, no user agent: only the aggregates' columns
    expect(Object.keys(stored[0]!).sort()).toEqual([
      "campaign",
      "day",
      "device",
      "path",
      "referrer_host",
      "source",
      "views",
      "visitors",
    ]);
    expect(JSON.stringify(stored)).not.toContain("127.0.0.1");
  });

  it("counts a tap on the phone number through the page's beacon; a made-up beacon changes nothing", async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
    await rememberCookieChoice(context);
    // Chromium headless says 'HeadlessChrome': a robot's taps and views count nothing
    await context.setExtraHTTPHeaders({ "user-agent": BROWSER_UA("tap") });
    await page.goto(`${server.url}/urgence-toiture`);
    await waitForHydration(page);
    const beacon = page.waitForRequest((req) => req.url().endsWith("/api/evenement") && req.method() === "POST");
    // the tel: link's own navigation is not followed by a headless browser; the beacon leaves before it
    await page.locator('a[href^="tel:"]:visible').first().click();
    const sent = await beacon;
    expect(sent.postData()).toBe("e=appel&p=%2Furgence-toiture");
    await eventually(() => phoneTaps("/urgence-toiture"), "taps").toBe(1);

    for (const body of [
      "e=achat&p=%2Furgence-toiture",
      "e=appel&p=https%3A%2F%2Fevil.example%2F",
      "e=appel&p=%2Fdashboard-management-panel",
      "e=appel",
      "garbage",
    ]) {
      const res = await fetch(`${server.url}/api/evenement`, {
        method: "POST",
        headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", "user-agent": BROWSER_UA("tap") },
        body,
      });
      expect(res.status, body).toBe(204);
    }
    expect((await runSql(server, "select path from visitor_events")).map((r) => r.path)).toEqual(["/urgence-toiture"]);
    expect(await phoneTaps("/urgence-toiture")).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe("the 'Statistiques' page", () => {
  it("shows the chart and a conversion from a real quote request, exports CSV, and is closed when signed out", async () => {
    // a visitor arrives from a campaign on the quote page and asks for a quote there: without consent to
    // advertising, the request's own page and address are its attribution (docs/product.md#statistics-attribution)
    const visitor = await openPage(browser, { width: 390, height: 844 });
    await rememberCookieChoice(visitor.context);
    await visitor.context.setExtraHTTPHeaders({ "user-agent": BROWSER_UA("visitor") });
    await visitor.page.goto(`${server.url}/devis-gratuit?utm_campaign=printemps-zinc&utm_source=facebook`);
    await waitForHydration(visitor.page);
    await visitor.page.getByLabel("Prénom *").fill("Marie");
    await visitor.page.getByLabel("Nom *", { exact: true }).fill("Martin");
    await visitor.page.getByLabel("Email *").fill("marie.martin@example.fr");
    await visitor.page.getByLabel("Téléphone *").fill("04 72 00 00 00");
    await visitor.page.getByLabel("Adresse du chantier *").fill("12 rue des Tuiles, 69001 Lyon");
    await visitor.page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    await eventually(
      async () => (await runSql(server, "select landing_path, utm_campaign from leads"))[0],
      "the stored request",
    ).toEqual({
      landing_path: "/devis-gratuit",
      utm_campaign: "printemps-zinc",
    });
    await eventually(() => counted("campaign", "printemps-zinc"), "the campaign's visitor").toEqual({ views: 1, visitors: 1 });
    await visitor.close();

    // signed out: the page and its CSV send to the sign-in page
    for (const path of [STATISTICS, `${STATISTICS}.csv?periode=30`]) {
      const res = await get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toMatch(/^\/auth-portal-secure/);
    }

    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    const cookie = await signInByCookie(page, server);
    await page.goto(`${server.url}${STATISTICS}`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Statistiques" }).isVisible()).toBe(true);
    const chart = page.getByRole("img", { name: "Pages vues et visiteurs par jour" });
    expect(await chart.count()).toBe(1);
    expect(await page.locator('[data-testid="daily-chart"] desc').textContent()).toMatch(/\d+ pages vues, \d+ visiteurs/);
    const landing = page
      .getByRole("table", { name: "Conversions par page d'arrivée" })
      .getByRole("row", { name: /\/devis-gratuit/ });
    expect((await landing.getByRole("cell").allTextContents()).map((t) => t.trim())).toEqual(["1", "1", "0", "100\u00a0%"]);
    const campaign = page.getByRole("table", { name: "Conversions par campagne" }).getByRole("row", { name: /printemps-zinc/ });
    expect((await campaign.getByRole("cell").allTextContents()).map((t) => t.trim())).toEqual(["1", "1", "100\u00a0%"]);
    const calls = page
      .getByRole("table", { name: "Conversions par page d'arrivée" })
      .getByRole("row", { name: /\/urgence-toiture/ });
    expect((await calls.getByRole("cell").allTextContents())[2]?.trim()).toBe("1");
    // the pages by their titles, the path beneath
    expect(await landing.getByRole("rowheader").innerText()).toBe("Devis gratuit\n/devis-gratuit");
    // at 390 px no table is wider than its card: nothing to scroll sideways, no column cut
    await page.getByText("Voir le tableau jour par jour").click();
    const overflowing = await page.$$eval("table", (tables) =>
      tables
        .map((table) => {
          const box = table.parentElement!;
          return { table: table.querySelector("caption")?.textContent ?? "", width: box.scrollWidth, room: box.clientWidth };
        })
        .filter((t) => t.width > t.room),
    );
    expect(await page.locator("table").count()).toBeGreaterThanOrEqual(7);
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, "statistics", "statistics-390.png", { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(page, "statistics", "statistics-1280.png", { fullPage: true });

    // the period is a plain link
    await page.getByRole("link", { name: "7 jours" }).click();
    await page.waitForURL(/periode=7$/);
    // a client-side navigation: the address changes before the new period is shown
    await eventually(() => page.getByRole("link", { name: "7 jours" }).getAttribute("aria-current")).toBe("page");
    expect(errors).toEqual([]);

    const csv = await get(`${STATISTICS}.csv?periode=7`, { cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="statistiques-7-jours-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("jour;pages vues;visiteurs;appels;demandes");
    expect(lines).toHaveLength(8);
    const [, views, visitors, taps, quotes] = lines[7]!.split(";").map(Number);
    expect(views).toBeGreaterThanOrEqual(6);
    expect(visitors).toBeGreaterThanOrEqual(2);
    expect([taps, quotes]).toEqual([1, 1]);
  });
});

describe("shutdown", () => {
  it("writes the views of the last seconds on SIGTERM", async () => {
    const ua = BROWSER_UA("shutdown");
    for (let i = 0; i < 3; i++) await (await get("/realisations", { "user-agent": ua })).arrayBuffer();
    const exited = new Promise((resolve) => server.process.once("exit", resolve));
    server.process.kill("SIGTERM");
    await exited;
    expect(server.process.exitCode).toBe(0);
    expect(await counted("path", "/realisations")).toEqual({ views: 3, visitors: 1 });
  });
});
