/**
 * The accessibility suite, run at a phone's width (accessibility-390.test.ts) and a laptop's
 * (accessibility-1280.test.ts): two files, so that the two widths, each some thirty pages checked
 * whole, run side by side instead of one after the other.
 *
 * axe finds no serious or critical violation on any page: the sitemap's pages (an article among
 * them), the not-found page, the forms after a post, the sign-in pages and every admin page signed
 * in. Each page is scrolled through first, so what loads near the viewport is there too, then the
 * whole document is checked, and found no wider than the screen.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY } from "~/config/constants";
import { waitForHydration } from "./admin";
import { launchBrowser, openPage, type TrackedPage } from "./browser";
import { startServer, type TestServer } from "./server";
import { prepareSiteDocuments, type SiteDocument } from "./site-documents";
import { axeOn, isSerious } from "./axe";

async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      // intersection observers report on the next frame
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
    // what the last scroll shows or hides (a sticky bar fading out) ends its transition before the colours are read
    await new Promise((resolve) => setTimeout(resolve, 150));
    const deadline = performance.now() + 3000;
    for (;;) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === "running" && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
      if (running.length === 0 || performance.now() > deadline) break;
      const finished = Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, deadline - performance.now()))]);
      await frame();
    }
  });
}

/** The serious and critical violations on the page as it is, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  // toasts fade in and out: their colours mid-animation are not what is read
  const results = await axeOn(page).exclude("[data-sonner-toaster]").analyze();
  return results.violations
    .filter(isSerious)
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary?.replace(/\s+/g, " ") ?? ""}`).join(" | ")}`);
}

const KINDS: { kind: SiteDocument["kind"]; title: string }[] = [
  { kind: "public", title: "public pages (sitemap, not found, forms after a post)" },
  { kind: "sign-in", title: "sign-in pages" },
  { kind: "admin", title: "admin pages, signed in" },
];

/** Registers the suite at one width, with its own server and one browser page reused for every document. */
export function describeAccessibilityAt(width: number): void {
  let server: TestServer;
  let browser: Browser;
  let documents: SiteDocument[];

  beforeAll(async () => {
    server = await startServer();
    documents = await prepareSiteDocuments(server).catch((error: unknown) => {
      throw new Error(`preparing the pages failed; server output:\n${server.output()}`, { cause: error });
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe(`accessibility (axe) at ${width} px`, () => {
    let tracked: TrackedPage;

    beforeAll(async () => {
      tracked = await openPage(browser, { width, height: 900 });
    });
    afterAll(async () => {
      await tracked?.close();
    });

    it("the cookie banner of the first visit", async () => {
      const { page, errors } = tracked;
      await page.goto(`${server.url}/`);
      await waitForHydration(page);
      const essentialOnly = page.getByRole("button", { name: "Essentiel uniquement" });
      await essentialOnly.waitFor();
      const found = await seriousViolations(page);
      await essentialOnly.click();
      await essentialOnly.waitFor({ state: "detached" });
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    });

    it("the call button beside the quote form: the contrast of its number is measured, and passes", async () => {
      const { page } = tracked;
      await page.goto(`${server.url}/devis-gratuit`);
      await waitForHydration(page);
      // run alone, this test meets the cookie banner, which would cover the button
      if (!(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY))) {
        const essentialOnly = page.getByRole("button", { name: "Essentiel uniquement" });
        await essentialOnly.click();
        await essentialOnly.waitFor({ state: "detached" });
      }
      const contrast = await axeOn(page).include("main aside a[href^='tel:']").withRules(["color-contrast"]).analyze();
      // 'incomplete' is axe unable to tell the colours apart (a layer it cannot see through): a reader may be too
      expect(contrast.incomplete.flatMap((r) => r.nodes.map((n) => `${n.target.join(" ")}: ${n.any.map((check) => check.message).join(" ")}`))).toEqual([]);
      expect(contrast.violations).toEqual([]);
      expect(contrast.passes.flatMap((r) => r.nodes).length).toBeGreaterThan(0);
    });

    it.each(KINDS)("$title", async ({ kind }) => {
      const { page, context, errors } = tracked;
      const selected = documents.filter((doc) => doc.kind === kind);
      const errorsBefore = errors.length;
      const found: string[] = [];
      for (const doc of selected) {
        await context.clearCookies();
        await context.addCookies(
          doc.cookies.map((pair) => {
            const eq = pair.indexOf("=");
            return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: server.url };
          }),
        );
        const response = await page.goto(`${server.url}${doc.path}`);
        expect(response?.status(), doc.name).toBe(doc.status);
        await waitForHydration(page);
        if (doc.expectText) expect(await page.evaluate(() => document.body.textContent), doc.name).toContain(doc.expectText);
        await scrollThrough(page);
        found.push(...(await seriousViolations(page)).map((v) => `${doc.name}: ${v}`));
        // nothing wider than the screen: a page that scrolls sideways on a phone hides half its content
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) found.push(`${doc.name}: ${overflow} px wider than the screen`);
      }
      console.info(`axe at ${width} px: ${selected.length} ${kind} pages checked`);
      expect(found).toEqual([]);
      // the browser logs the not-found page's own status, and nothing else
      const logged = errors.slice(errorsBefore);
      const notFound = /status of 404 \(Not Found\)/;
      expect(logged.filter((e) => !notFound.test(e))).toEqual([]);
      expect(logged.filter((e) => notFound.test(e)).length).toBe(selected.filter((d) => d.status === 404).length);
      // some thirty pages, each loaded, scrolled through and checked whole, on a shared 2-core machine
    }, 400_000);
  });
}
