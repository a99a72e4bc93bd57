/**
 * A public page runs its scripts on the visitor's first gesture
 * (docs/product.md#scripts-on-first-use): they are fetched after the first
 * paint, but React runs only once the visitor touches, scrolls, types or moves
 * the pointer. Admin pages, and the answer to a form sent before the scripts,
 * run them at once. A tap on the phone number before any script still counts,
 * and reports the call to the Google tag where one is configured.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE, HELD_UNTIL_USE_TYPE } from "~/lib/scripts-after-paint";
import { waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { rememberCookieChoice } from "./helpers/consent";
import { fetchPage } from "./helpers/html";
import { startServer, type TestServer } from "./helpers/server";

const ADS_ID = "AW-123456789";
const ADS_LABEL = "AbCdEfGh";
const IDS = { gaId: null, adsId: ADS_ID };

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  server = await startServer({ GOOGLE_ADS_ID: ADS_ID, GOOGLE_ADS_CONVERSION_LABEL: ADS_LABEL });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
/** The page's own scripts the browser has fetched (preloaded), whether or not they ran. */
const fetchedScripts = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js")).length,
  );

async function openQuietly(path: string, options: { width: number }) {
  const tracked = await openPage(browser, { width: options.width, height: 844, allowConsoleErrors: [/ERR_FAILED/] });
  await rememberCookieChoice(tracked.context, IDS);
  // the tag's own script is a third party this machine cannot reach: the page's inline part is what is checked
  await tracked.page.route("https://www.googletagmanager.com/**", (route) => route.abort());
  await tracked.page.goto(`${server.url}${path}`, { waitUntil: "load" });
  return tracked;
}

/** A phone: touch, no mouse pointer. */
async function openOnPhone(path: string, { answered = true } = {}) {
  const tracked = await openPage(browser, { width: 390, height: 844, phone: true, allowConsoleErrors: [/ERR_FAILED/] });
  if (answered) await rememberCookieChoice(tracked.context, IDS);
  await tracked.page.route("https://www.googletagmanager.com/**", (route) => route.abort());
  await tracked.page.goto(`${server.url}${path}`, { waitUntil: "load" });
  return tracked;
}

describe("a public page", () => {
  it("on a phone: fetches its scripts after the paint, runs them on the first touch, not before", async () => {
    const { page, errors, close } = await openOnPhone("/");
    await expect.poll(() => fetchedScripts(page), { timeout: 10_000 }).toBeGreaterThan(3);
    // longer than the slowest release after paint (3 s): nothing but a gesture starts them
    await page.waitForTimeout(3_500);
    expect(await isHydrated(page)).toBe(false);
    const heading = (await page.locator("h1").boundingBox())!;
    await page.touchscreen.tap(heading.x + 10, heading.y + heading.height / 2);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(errors).toEqual([]);
    await close();
  });

  it("on a desktop: runs them when the pointer moves", async () => {
    const { page, close } = await openQuietly("/", { width: 1280 });
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await close();
  });

  it("runs them when a phone's visitor scrolls, and keeps what was typed before", async () => {
    const { page, close, errors } = await openOnPhone("/contact");
    await page.waitForTimeout(500);
    expect(await isHydrated(page)).toBe(false);
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await close();

    const typed = await openQuietly("/contact", { width: 390 });
    // a field tapped and typed into at once: the gesture starts the scripts, the words stay
    await typed.page.getByLabel("Prénom *").pressSequentially("Élodie", { delay: 20 });
    await typed.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect.poll(() => typed.page.getByLabel("Prénom *").inputValue()).toBe("Élodie");
    expect([...errors, ...typed.errors]).toEqual([]);
    await typed.close();
  });

  it("reports a tap on the phone number before any script: to our statistics and to the Google tag's call conversion", async () => {
    const { page, close } = await openOnPhone("/urgence-toiture");
    expect(await isHydrated(page)).toBe(false);
    const beacon = page.waitForRequest((req) => req.url().endsWith("/api/evenement") && req.method() === "POST");
    // no pointer move first: the tap itself is the first gesture
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!.click());
    expect((await beacon).postData()).toBe("e=appel&p=%2Furgence-toiture");
    const events = await page.evaluate(() =>
      (window.dataLayer as IArguments[]).filter((a) => a[0] === "event").map((a) => JSON.parse(JSON.stringify(Array.from(a)))),
    );
    expect(events).toEqual([
      ["event", "phone_call"],
      ["event", "conversion", { send_to: `${ADS_ID}/${ADS_LABEL}` }],
    ]);
    // once the scripts run, a tap is reported once still
    await waitForHydration(page);
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!.click());
    const conversions = await page.evaluate(
      () => (window.dataLayer as IArguments[]).filter((a) => a[0] === "event" && a[1] === "conversion").length,
    );
    expect(conversions).toBe(2);
    await close();
  });
});

describe("what runs its scripts at once", () => {
  it("a first visit that has not answered the cookie banner: the banner is a script, shown without a gesture", async () => {
    const { page, close } = await openOnPhone("/", { answered: false });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 10_000 });
    await page.getByRole("button", { name: "Tout accepter" }).waitFor({ state: "visible" });
    await close();
  });

  it("the sign-in page, without any gesture", async () => {
    const { page, close } = await openQuietly("/auth-portal-secure", { width: 390 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 10_000 });
    await close();
  });

  it("HTML: a page read holds its module until use; the answer to a form sent without JavaScript after the paint", async () => {
    const heldScripts = (document: Document, type: string) => document.querySelectorAll(`script[type="${type}"]`).length;
    const read = await fetchPage(`${server.url}/contact`);
    expect(heldScripts(read.document, HELD_UNTIL_USE_TYPE)).toBe(1);
    expect(heldScripts(read.document, HELD_MODULE_TYPE)).toBe(0);

    // sent without JavaScript: the answer comes back to the page through a one-time cookie
    const sent = await fetch(`${server.url}/api/leads/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ prenom: "", nom: "", telephone: "", email: "", projet: "", description: "" }),
    });
    expect(sent.status).toBe(303);
    const cookie = sent.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const answered = await fetchPage(`${server.url}${sent.headers.get("location")}`, { headers: { cookie } });
    expect(answered.html).toContain("Le prénom est requis");
    expect(heldScripts(answered.document, HELD_MODULE_TYPE)).toBe(1);
    expect(heldScripts(answered.document, HELD_UNTIL_USE_TYPE)).toBe(0);
  });
});
