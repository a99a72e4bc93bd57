import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

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
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode(page.frames().length === 1);
}

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** What most checks count as a failure: a serious or critical violation. */
export function isSerious(violation: Violation): boolean {
  return violation.impact === "serious" || violation.impact === "critical";
}
