// The accessibility checks of the browser tests can fail: axeOn and axeViolations find what a page and its frames get
// wrong, and the accessibility suite's two widths together check every rule on everything either shows.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { axeOn, axeViolations, isSerious, type AxeRun } from "./helpers/axe";
import { seriousViolations, type RuleScope } from "./helpers/axe-suite";
import { launchBrowser, openPage } from "./helpers/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FAULTY_PAGE = `<main><h1>Titre</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#777;background:#888">gris sur gris</p></main>`;

/** The serious and critical violations, as the suites read them. */
async function violationsOf(body: string, tags?: string[]): Promise<string[]> {
  const { page } = await openPage(browser);
  await page.setContent(`<!doctype html><html lang="fr"><head><title>Essai</title></head><body>${body}</body></html>`);
  const axe = axeOn(page);
  const results = await (tags ? axe.withTags(tags) : axe).analyze();
  return results.violations
    .filter(isSerious)
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" > ")).join(", ")}`)
    .sort();
}

it("on a page without frames: an image without text and grey on grey", async () => {
  expect(await violationsOf(FAULTY_PAGE)).toEqual(["color-contrast: p", "image-alt: img"]);
});

it("on a page with a frame: what is wrong inside the frame too", async () => {
  const frame = `<iframe title="Cadre" srcdoc="<!doctype html><html lang=fr><head><title>Cadre</title></head><body><main><h1>Cadre</h1><input type=text></main></body></html>"></iframe>`;
  expect(await violationsOf(FAULTY_PAGE.replace("</main>", `${frame}</main>`))).toEqual([
    "color-contrast: p",
    "image-alt: img",
    "label: iframe > input",
  ]);
});

it("a selection of rules by tag is kept: a best practice outside WCAG is not reported under WCAG's tags", async () => {
  const focusableInText = `<main><h1>Titre</h1><p role="text"><a href="/ailleurs">un lien</a></p></main>`;
  expect(await violationsOf(focusableInText)).toEqual(["aria-text: p"]);
  expect(await violationsOf(focusableInText, ["wcag2a", "wcag2aa"])).toEqual([]);
});

/** The violations axeViolations finds, as `rule: target` lines. */
async function inPageViolations(page: Page, run?: AxeRun): Promise<string[]> {
  return (await axeViolations(page, run))
    .filter(isSerious)
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" > ")).join(", ")}`)
    .sort();
}

it("axe in the page, evaluated once for several checks: the same faults, a choice of rules, a part of the page", async () => {
  const { page } = await openPage(browser);
  await page.setContent(`<!doctype html><html lang="fr"><head><title>Essai</title></head><body>${FAULTY_PAGE}</body></html>`);
  expect(await inPageViolations(page)).toEqual(["color-contrast: p", "image-alt: img"]);
  // a second check runs the axe already in the page
  await page.evaluate(() => ((window as unknown as { axe: { evaluatedOnce?: boolean } }).axe.evaluatedOnce = true));
  expect(await inPageViolations(page, { rules: ["color-contrast"] })).toEqual(["color-contrast: p"]);
  expect(await inPageViolations(page, { disabledRules: ["color-contrast"] })).toEqual(["image-alt: img"]);
  expect(await inPageViolations(page, { include: "main", exclude: ["p"] })).toEqual(["image-alt: img"]);
  expect(await page.evaluate(() => (window as unknown as { axe: { evaluatedOnce?: boolean } }).axe.evaluatedOnce)).toBe(true);
});

it("axe in the page, on a page with a frame: what is wrong inside the frame too", async () => {
  const { page } = await openPage(browser);
  const frame = `<iframe title="Cadre" srcdoc="<!doctype html><html lang=fr><head><title>Cadre</title></head><body><main><h1>Cadre</h1><input type=text></main></body></html>"></iframe>`;
  await page.setContent(
    `<!doctype html><html lang="fr"><head><title>Essai</title></head><body>${FAULTY_PAGE.replace("</main>", `${frame}</main>`)}</body></html>`,
  );
  // the frame's own document, not the blank one it starts with, which a busy machine can still show
  await page.frameLocator('iframe[title="Cadre"]').locator("input").waitFor();
  expect(await inPageViolations(page)).toEqual(["color-contrast: p", "image-alt: img", "label: iframe > input"]);
});

it("the suite's two widths leave nothing unchecked: the phone's every rule, the laptop's layout and what only it shows", async () => {
  // Tailwind's way of showing something from a breakpoint on, as the site's stylesheet does
  const css = `.hidden{display:none} @media (min-width:1024px){.lg\\:block{display:block}} @media (max-width:767px){.max-md\\:hidden{display:none}}`;
  const body = `<header><nav class="hidden lg:block" aria-label="Principale"><a href="/ailleurs"></a></nav><button class="max-md:hidden"></button></header>${FAULTY_PAGE}<footer><a href="/plan"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></a></footer>`;
  const rulesFound = async (width: number, scope: RuleScope) => {
    const { page } = await openPage(browser, { width });
    await page.setContent(
      `<!doctype html><html lang="fr"><head><title>Essai</title><style>${css}</style></head><body>${body}</body></html>`,
    );
    return (await seriousViolations(page, scope)).map((line) => line.slice(0, line.indexOf(" "))).sort();
  };
  // at a phone's width the nav and the button are hidden: not checked
  expect(await rulesFound(390, "every rule")).toEqual(["color-contrast", "image-alt", "link-name"]);
  // at a laptop's, the layout rules on the whole page, the others on the nav and the button only (the rest was checked above)
  expect(await rulesFound(1280, "layout, and what a phone does not show")).toEqual([
    "button-name",
    "color-contrast",
    "link-name",
  ]);
});
