import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { inject } from "vitest";

/**
 * The production build the browser tests run against. tests/e2e/global-setup.ts starts
 * `scripts/build-if-stale.js` without waiting for it (the unit tests run meanwhile) and
 * tells the test files where it will write the outcome; each browser test file waits for it
 * (tests/e2e/wait-for-build.ts).
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** a file that says "ok" or "failed" once the build of this run has finished */
    buildOutcomeFile?: string;
  }
}

export const BUILD_OK = "ok";
export const BUILD_FAILED = "failed";

/** Runs the build when stale; resolves true when the build is there and current. */
export function buildIfStale(): Promise<boolean> {
  if (process.env.SKIP_BUILD === "1" && existsSync("build/server/index.js")) return Promise.resolve(true);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/build-if-stale.js"], { stdio: "inherit" });
    child.on("error", () => resolve(false));
    child.on("exit", (code) => resolve(code === 0));
  });
}

/** Waits until this run's production build is ready (at once outside vitest or when already built). */
export async function productionBuildReady(timeoutMs = 10 * 60_000): Promise<void> {
  const file = process.env.VITEST ? inject("buildOutcomeFile") : undefined;
  if (!file) return;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const outcome = existsSync(file) ? readFileSync(file, "utf8") : "";
    if (outcome === BUILD_OK) return;
    if (outcome === BUILD_FAILED) throw new Error("the production build failed (its output is above)");
    if (Date.now() > deadline) throw new Error(`the production build did not finish within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
