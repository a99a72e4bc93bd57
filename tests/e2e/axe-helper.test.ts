// The accessibility checks of the browser tests can fail: axeOn finds what a page and its frames get wrong.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { axeOn, isSerious } from "./helpers/axe";
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
