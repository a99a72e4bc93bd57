/**
 * The accessibility suite, run at a phone's width (accessibility-390.test.ts) and a laptop's
 * (accessibility-1280.test.ts): two files, so that the two widths, each some sixty pages checked
 * whole, run side by side instead of one after the other.
 *
 * axe finds no serious or critical violation on any page: the sitemap's pages (an article among
 * them), the not-found page, the forms after a post, the sign-in pages and every admin page signed
 * in. Each page is scrolled through first, so what loads near the viewport is there too, then the
 * whole document is checked, and found no wider than the screen. Pages are shown with reduced motion
 * (the site's stylesheet then ends every transition and animation at once), so what is read is the
 * page at rest, without waiting for it.
 *
 * Most rules read only the document (names, roles, ARIA, structure): they give the same answer at
 * any width, except on what one width shows and another hides. Those run once, at the phone's width,
 * on the whole page; at the laptop's they run only on what a phone does not show (the desktop
 * navigation, the admin's side menu: hidden below a breakpoint by the `hidden` class, see
 * `widerThanPhoneOnly`). The rules that read the layout (`LAYOUT_RULES`) run on the whole page at
 * both widths.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForHydration } from "./admin";
import { launchBrowser, openPage, type TrackedPage } from "./browser";
import { startServer, type TestServer } from "./server";
import { prepareSiteDocuments, type SiteDocument } from "./site-documents";
import { axeOn, axeViolations, isSerious } from "./axe";

/**
 * The rules, among those axe runs by default, whose outcome depends on how the page is laid out at a
 * width: colours read where the text is drawn, links told apart from the text around them, regions
 * that overflow. (`target-size` and `p-as-heading` read the layout too, but axe leaves them off by
 * default, and so does the suite.)
 */
export const LAYOUT_RULES = ["color-contrast", "link-in-text-block", "scrollable-region-focusable"];

/** Google ids of a site that measures its audience and its ads: its first visit asks for cookie consent. */
const GOOGLE_IDS = { GA_MEASUREMENT_ID: "G-TEST123", GOOGLE_ADS_ID: "AW-123456" };

/** Toasts fade in and out: their colours mid-animation are not what is read. */
const NOT_CHECKED = ["[data-sonner-toaster]"];

/** The attribute `markWiderThanPhoneOnly` sets. */
const WIDER_ONLY = "data-axe-wider-than-phone";

/**
 * Marks, at a width wider than a phone's, the elements a phone does not show: those the site's
 * stylesheet hides below a breakpoint (`hidden sm:inline-flex`, `hidden lg:block`, `max-md:hidden`)
 * and this width shows. The site shows or hides nothing by width in any other way (no width
 * queries of its own, no script reading the width). Returns how many were marked.
 */
export async function markWiderThanPhoneOnly(page: Page): Promise<number> {
  return page.evaluate((attribute) => {
    let marked = 0;
    for (const element of document.body.querySelectorAll(".hidden, [class*='max-']")) {
      const hiddenBelowABreakpoint = [...element.classList].some((name) => name === "hidden" || /^max-[\w-]+:hidden$/.test(name));
      if (!hiddenBelowABreakpoint || getComputedStyle(element).display === "none") continue;
      element.setAttribute(attribute, "");
      marked++;
    }
    return marked;
  }, WIDER_ONLY);
}

export type RuleScope =
  /** every rule on the whole page */
  | "every rule"
  /** the layout rules on the whole page, the others on what a phone does not show */
  | "layout, and what a phone does not show";

/** The serious and critical violations on the page as it is, one line each. */
export async function seriousViolations(page: Page, scope: RuleScope = "every rule"): Promise<string[]> {
  const found =
    scope === "every rule"
      ? await axeViolations(page, { exclude: NOT_CHECKED })
      : [
          ...(await axeViolations(page, { exclude: NOT_CHECKED, rules: LAYOUT_RULES })),
          ...((await markWiderThanPhoneOnly(page)) > 0
            ? await axeViolations(page, { include: `[${WIDER_ONLY}]`, exclude: NOT_CHECKED, disabledRules: LAYOUT_RULES })
            : []),
        ];
  return found
    .filter(isSerious)
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary?.replace(/\s+/g, " ") ?? ""}`).join(" | ")}`,
    );
}

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
    // what the last scroll shows or hides (a sticky bar fading out) changes on the next frames, and with reduced
    // motion its transition ends at once; anything still running is waited for below
    await frame();
    await frame();
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

const KINDS: { kind: SiteDocument["kind"]; title: string }[] = [
  { kind: "public", title: "public pages (sitemap, not found, forms after a post)" },
  { kind: "sign-in", title: "sign-in pages" },
  { kind: "admin", title: "admin pages, signed in" },
];

/**
 * Registers the suite at one width, with its own server and one browser page reused for every document.
 * `scope`: every rule at the phone's width; the layout rules, and the others on what a phone does not
 * show, at a wider one.
 */
export function describeAccessibilityAt(width: number, scope: RuleScope): void {
  let server: TestServer;
  /** the same site with Google ids configured: the one whose first visit asks for cookie consent */
  let tagged: TestServer;
  let browser: Browser;
  let documents: SiteDocument[];

  beforeAll(async () => {
    [server, tagged, browser] = await Promise.all([startServer(), startServer(GOOGLE_IDS), launchBrowser()]);
    documents = await prepareSiteDocuments(server).catch((error: unknown) => {
      throw new Error(`preparing the pages failed; server output:\n${server.output()}`, { cause: error });
    });
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([server?.stop(), tagged?.stop()]);
  });

  describe(`accessibility (axe) at ${width} px`, () => {
    let tracked: TrackedPage;

    beforeAll(async () => {
      tracked = await openPage(browser, { width, height: 900 });
      await tracked.page.emulateMedia({ reducedMotion: "reduce" });
    });
    afterAll(async () => {
      await tracked?.close();
    });

    it("the cookie banner of the first visit", async () => {
      const { page, context, errors } = await openPage(browser, { width, height: 900 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      // the Google tag is answered by a stand-in: the test never reaches Google
      await context.route("https://www.googletagmanager.com/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
      );
      await page.goto(`${tagged.url}/`);
      await waitForHydration(page);
      const essentialOnly = page.getByRole("button", { name: "Essentiel uniquement" });
      await essentialOnly.waitFor();
      const found = await seriousViolations(page, scope);
      await essentialOnly.click();
      await essentialOnly.waitFor({ state: "detached" });
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    });

    it("the call button beside the quote form: the contrast of its number is measured, and passes", async () => {
      const { page } = tracked;
      await page.goto(`${server.url}/devis-gratuit`);
      await waitForHydration(page);
      const contrast = await axeOn(page).include("main aside a[href^='tel:']").withRules(["color-contrast"]).analyze();
      // 'incomplete' is axe unable to tell the colours apart (a layer it cannot see through): a reader may be too
      expect(
        contrast.incomplete.flatMap((r) =>
          r.nodes.map((n) => `${n.target.join(" ")}: ${n.any.map((check) => check.message).join(" ")}`),
        ),
      ).toEqual([]);
      expect(contrast.violations).toEqual([]);
      expect(contrast.passes.flatMap((r) => r.nodes).length).toBeGreaterThan(0);
    });

    it.each(KINDS)(
      "$title",
      async ({ kind }) => {
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
          found.push(...(await seriousViolations(page, scope)).map((v) => `${doc.name}: ${v}`));
          // nothing wider than the screen: a page that scrolls sideways on a phone hides half its content
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (overflow > 0) found.push(`${doc.name}: ${overflow} px wider than the screen`);
        }
        console.info(`axe at ${width} px (${scope}): ${selected.length} ${kind} pages checked`);
        expect(found).toEqual([]);
        // the browser logs the not-found page's own status, and nothing else
        const logged = errors.slice(errorsBefore);
        const notFound = /status of 404 \(Not Found\)/;
        expect(logged.filter((e) => !notFound.test(e))).toEqual([]);
        expect(logged.filter((e) => notFound.test(e)).length).toBe(selected.filter((d) => d.status === 404).length);
        // some thirty pages, each loaded, scrolled through and checked whole, on a shared 2-core machine
      },
      400_000,
    );
  });
}
