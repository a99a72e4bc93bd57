import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { launchSharedChromium } from "./helpers/browser";

/**
 * Browser tests run against the production build: build it once when it is
 * missing or stale. Then launch the run's one Chromium: every test file
 * connects to it (tests/e2e/helpers/browser.ts) and opens its own contexts.
 */
export default async function setup(project: TestProject) {
  if (!(process.env.SKIP_BUILD === "1" && existsSync("build/server/index.js"))) {
    const result = spawnSync(process.execPath, ["scripts/build-if-stale.js"], { stdio: "inherit" });
    if (result.status !== 0) throw new Error("the production build failed");
  }
  const chromium = await launchSharedChromium();
  project.provide("chromiumWsEndpoint", chromium.wsEndpoint());
  return async () => {
    await chromium.close();
  };
}
