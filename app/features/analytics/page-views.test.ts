import { describe, expect, it } from "vitest";
import { readEventBeacon } from "./events";
import { countablePath, deviceClassOf, isBotAgent, isCountedAnswer, isPrefetch, pagePathOf, viewOf } from "./page-views";
import { conversionRows, dailyRowsToCsv, daysOfPeriod, formatRate, parisDayStart, parsePeriod, shownRate } from "./statistics";

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const get = (url: string, headers: Record<string, string> = {}) => ({
  method: "GET",
  url,
  headers: { "user-agent": DESKTOP, ...headers },
});

describe("which requests are page views", () => {
  it("counts public pages and their route data, under the page's path", () => {
    expect(countablePath(get("/"))).toBe("/");
    expect(countablePath(get("/services/zinguerie?utm_campaign=x"))).toBe("/services/zinguerie");
    expect(countablePath(get("/blog.data?_routes=root"))).toBe("/blog");
    expect(countablePath(get("/_root.data"))).toBe("/");
    expect(countablePath(get("/contact/"))).toBe("/contact");
  });

  it("never counts admin, sign-in, APIs, the health check, files, HEAD, posts, bots or prefetches", () => {
    for (const url of [
      "/dashboard-management-panel",
      "/dashboard-management-panel/leads.data",
      "/auth-portal-secure",
      "/api/evenement",
      "/healthz",
      "/assets/site-abc.js",
      "/sitemap.xml",
      "/robots.txt",
      "/favicon.ico",
    ]) {
      expect(countablePath(get(url)), url).toBeNull();
    }
    expect(countablePath({ ...get("/"), method: "HEAD" })).toBeNull();
    expect(countablePath({ ...get("/"), method: "POST" })).toBeNull();
    expect(
      countablePath(get("/", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })),
    ).toBeNull();
    expect(countablePath(get("/", { "user-agent": "curl/8.5.0" }))).toBeNull();
    expect(countablePath({ method: "GET", url: "/", headers: {} })).toBeNull();
    expect(countablePath(get("/", { "sec-purpose": "prefetch" }))).toBeNull();
    expect(countablePath(get("/", { purpose: "prefetch" }))).toBeNull();
    expect(countablePath(get("/", { "sec-purpose": "prefetch;prerender" }))).toBeNull();
  });

  it("counts only a shown page: 200 HTML, 200 route data, or a 304", () => {
    expect(isCountedAnswer(200, "text/html; charset=utf-8", false)).toBe(true);
    expect(isCountedAnswer(304, undefined, false)).toBe(true);
    expect(isCountedAnswer(200, "text/x-script", true)).toBe(true);
    expect(isCountedAnswer(200, "application/json", false)).toBe(false);
    for (const status of [301, 302, 404, 500, 202]) expect(isCountedAnswer(status, "text/html", false)).toBe(false);
  });

  it("tells bots and prefetches apart", () => {
    expect(isBotAgent(PHONE)).toBe(false);
    expect(isBotAgent("Mozilla/5.0 (compatible; bingbot/2.0)")).toBe(true);
    expect(isBotAgent(undefined)).toBe(true);
    expect(isPrefetch({})).toBe(false);
    expect(isPrefetch({ "sec-purpose": "prefetch" })).toBe(true);
  });
});

describe("what a view records", () => {
  it("keeps the device class, not the user agent", () => {
    expect(deviceClassOf(PHONE)).toBe("mobile");
    expect(deviceClassOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36")).toBe(
      "mobile",
    );
    expect(deviceClassOf(DESKTOP)).toBe("desktop");
  });

  it("keeps another site's host, the campaign and the source; a gclid alone is a Google Ads click", () => {
    const view = viewOf(
      get("/landing/zinguerie?utm_campaign=Printemps%202026&utm_source=Facebook", { referer: "https://www.facebook.com/x?y=1" }),
      "/landing/zinguerie",
      "toiture.example:3000",
    );
    expect(view).toEqual({
      path: "/landing/zinguerie",
      referrerHost: "www.facebook.com",
      campaign: "printemps 2026",
      source: "facebook",
      device: "desktop",
    });
    expect(viewOf(get("/?gclid=abc"), "/", "x.fr").source).toBe("google-ads");
    // our own pages refer to each other: no referral
    expect(
      viewOf(get("/contact", { referer: "https://toiture.example/services" }), "/contact", "toiture.example").referrerHost,
    ).toBe("");
    expect(viewOf(get(`/?utm_campaign=${"x".repeat(500)}`), "/", "x.fr").campaign).toHaveLength(100);
  });

  it("keeps no hidden character of a visitor's values, and cuts them without splitting a character", () => {
    const view = viewOf(
      get("/blog/%E2%80%AEarticle?utm_campaign=No%C3%ABl%E2%80%AE%00&utm_source=fb%C2%85%E2%81%A6", {
        referer: "https://www.example.fr/",
      }),
      pagePathOf("/blog/%E2%80%AEarticle")!,
      "x.fr",
    );
    expect(view).toEqual({
      path: "/blog/article",
      referrerHost: "www.example.fr",
      campaign: "noël",
      source: "fb",
      device: "desktop",
    });
    expect(pagePathOf("/blog/a%E2%80%A8b%0Dc")).toBe("/blog/abc");
    // 99 letters then an emoji (two UTF-16 units): the emoji is left out whole
    const cut = viewOf(get(`/?utm_campaign=${"a".repeat(99)}%F0%9F%8C%A7`), "/", "x.fr").campaign;
    expect(cut).toBe("a".repeat(99));
    expect(viewOf(get("/"), `/${"b".repeat(500)}`, "x.fr").path).toHaveLength(200);
  });

  it("decodes a page path once and refuses what cannot be decoded", () => {
    expect(pagePathOf("/blog/%C3%A9t%C3%A9")).toBe("/blog/été");
    expect(pagePathOf("/blog/%E0%A4%A")).toBeNull();
    expect(pagePathOf("//evil.example")).toBeNull();
  });
});

describe("the phone-tap beacon", () => {
  const beacon = (fields: Record<string, unknown>) => readEventBeacon((name) => fields[name]);
  it("accepts a known event on one of our public pages", () => {
    expect(beacon({ e: "appel", p: "/urgence-toiture" })).toEqual({ event: "appel", path: "/urgence-toiture" });
  });
  it("refuses anything else", () => {
    expect(beacon({ e: "achat", p: "/" })).toBeNull();
    expect(beacon({ e: "appel" })).toBeNull();
    expect(beacon({ e: "appel", p: "https://evil.example/" })).toBeNull();
    expect(beacon({ e: "appel", p: "//evil.example/" })).toBeNull();
    expect(beacon({ e: "appel", p: "/dashboard-management-panel/leads" })).toBeNull();
    expect(beacon({ e: "appel", p: "/api/evenement" })).toBeNull();
    expect(beacon({ e: "appel", p: `/${"a".repeat(300)}` })).toBeNull();
    expect(beacon({ e: "appel", p: "/?x=1" })).toBeNull();
    expect(beacon({ e: ["appel"], p: "/" })).toBeNull();
  });
});

describe("the statistics page's periods and rows", () => {
  it("reads the period, 30 days unless 7 or 365 is asked", () => {
    expect(parsePeriod("7")).toBe(7);
    expect(parsePeriod("365")).toBe(365);
    expect(parsePeriod("12")).toBe(30);
    expect(parsePeriod(null)).toBe(30);
  });

  it("lists the Paris days of a period, today last", () => {
    // 23:30 UTC on 31 March is already 1 April in Paris
    const days = daysOfPeriod(7, new Date("2026-03-31T23:30:00Z"));
    expect(days).toEqual(["2026-03-26", "2026-03-27", "2026-03-28", "2026-03-29", "2026-03-30", "2026-03-31", "2026-04-01"]);
    expect(parisDayStart("2026-01-15").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(parisDayStart("2026-07-15").toISOString()).toBe("2026-07-14T22:00:00.000Z");
  });

  it("computes conversion rates over the page's views, never shown above 100 %", () => {
    const rows = conversionRows(
      new Map([
        ["/devis-gratuit", 40],
        ["/", 200],
      ]),
      new Map([
        ["/devis-gratuit", 4],
        ["/", 2],
      ]),
      new Map([["/", 3]]),
    );
    expect(rows).toEqual([
      { value: "/", views: 200, quotes: 2, calls: 3, rate: 5 / 200 },
      { value: "/devis-gratuit", views: 40, quotes: 4, calls: 0, rate: 0.1 },
    ]);
    expect(conversionRows(new Map(), new Map([["printemps", 1]]), null)).toEqual([
      { value: "printemps", views: 0, quotes: 1, calls: null, rate: null },
    ]);
    expect(formatRate(0.125)).toBe("12,5\u00a0%");
    expect(formatRate(null)).toBe("—");
    // four requests from a page seen once: visitors who arrived elsewhere or another day
    expect(shownRate(4)).toEqual({ text: "100\u00a0%", capped: true });
    expect(shownRate(1)).toEqual({ text: "100\u00a0%", capped: false });
    expect(shownRate(0.5)).toEqual({ text: "50\u00a0%", capped: false });
  });

  it("exports the daily table as a spreadsheet reads it", () => {
    expect(dailyRowsToCsv([{ day: "2026-11-01", views: 12, visitors: 5, calls: 1, quotes: 2 }])).toBe(
      "\uFEFFjour;pages vues;visiteurs;appels;demandes\r\n2026-11-01;12;5;1;2\r\n",
    );
  });
});
