import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";

/**
 * Saves a screenshot for a person to look at, under `$SCREENSHOT_DIR/<folder>/<name>`, only when
 * SCREENSHOT_DIR is set: no test reads them, and encoding full-page PNGs costs CPU on every run.
 */
export async function saveScreenshot(
  target: Page | Locator,
  folder: string,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const root = process.env.SCREENSHOT_DIR;
  if (!root) return;
  const dir = path.resolve(root, folder);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  // a Locator's screenshot has no fullPage option
  if ("goto" in target) await target.screenshot({ path: file, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path: file });
}
