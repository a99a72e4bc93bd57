import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * axe-core as @axe-core/playwright resolves it (its own dependency, so the same version), minified:
 * the builder would evaluate the unminified source, twice the size, on every check.
 */
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SCRIPT = `${readFileSync(fromAxePlaywright.resolve("axe-core/axe.min.js"), "utf8")}\n;void 0;`;

/**
 * axe-core on a page, as the browser tests run it. On a page without frames (every page of the site
 * today: articles are sanitised of them) axe runs whole inside the page (`axe.run`, the builder's
 * legacy mode). The builder's default runs axe in each frame, then opens a blank page in the same
 * context to merge the frames' results, for every check: that page cost more than the check itself
 * (40 pages at 390 px: 50.5 s of checks by default, 22.8 s this way, the same violations). A page with
 * frames keeps the default, which is what checks inside them.
 *
 * Only violations are detailed: axe lists the other outcomes (passes, incomplete, inapplicable) one
 * node per rule instead of every node, which was much of its time. Set here, before any rule
 * selection, because the builder's `options()` replaces what `withTags` and `withRules` chose.
 */
/**
 * Sections left unrendered off screen (content-visibility) have no colours for axe to read: it would
 * compare their text with a colour it guessed. They are checked as a visitor sees them, rendered.
 */
function renderEverything(page: Page): Promise<unknown> {
  return page.addStyleTag({ content: "* { content-visibility: visible !important; }" }).catch(() => undefined);
}

export function axeOn(page: Page): AxeBuilder {
  // sent before axe's own scripts, so applied before it reads the page
  void renderEverything(page);
  return new AxeBuilder({ page, axeSource: AXE_SCRIPT })
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(page.frames().length === 1);
}

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** What most checks count as a failure: a serious or critical violation. */
export function isSerious(violation: Violation): boolean {
  return violation.impact === "serious" || violation.impact === "critical";
}

export interface AxeRun {
  /** a selector of what to check (the whole page when absent) */
  include?: string;
  /** selectors of what to leave out */
  exclude?: string[];
  /** only these rules */
  rules?: string[];
  /** every rule axe runs by default but these */
  disabledRules?: string[];
}

/**
 * The violations axe finds on the page, for the checks that go over many pages (the accessibility
 * suite). axe is evaluated once per document and then run as often as asked: the builder evaluates
 * its source twice on every check, which, measured on the site's 64 documents at 1280 px, cost more
 * than the rules (the builder 76 s; evaluating axe once 19 s; every rule, axe already there, 27 s).
 * A page with frames goes through `axeOn`, which checks inside them.
 */
export async function axeViolations(page: Page, run: AxeRun = {}): Promise<Violation[]> {
  await renderEverything(page);
  if (page.frames().length > 1) {
    let builder = axeOn(page);
    if (run.include) builder = builder.include(run.include);
    for (const selector of run.exclude ?? []) builder = builder.exclude(selector);
    if (run.rules) builder = builder.withRules(run.rules);
    if (run.disabledRules) builder = builder.disableRules(run.disabledRules);
    return (await builder.analyze()).violations;
  }
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!loaded) await page.evaluate(AXE_SCRIPT);
  return page.evaluate(
    async ({ include, exclude, rules, disabledRules }) => {
      const axe = (
        window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }
      ).axe;
      const context = { ...(include ? { include: [[include]] } : {}), exclude: (exclude ?? []).map((selector) => [selector]) };
      const options = {
        resultTypes: ["violations"],
        ...(rules ? { runOnly: { type: "rule", values: rules } } : {}),
        ...(disabledRules ? { rules: Object.fromEntries(disabledRules.map((id) => [id, { enabled: false }])) } : {}),
      };
      return (await axe.run(context, options)).violations;
    },
    { include: run.include, exclude: run.exclude, rules: run.rules, disabledRules: run.disabledRules },
  );
}
