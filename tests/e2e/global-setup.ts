import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { BUILD_FAILED, BUILD_OK, buildIfStale } from "./helpers/production-build";

/**
 * Browser tests run against the production build: it is built when missing or stale, in the
 * background (the unit tests run first, vitest.config.ts: sequence.groupOrder), and servers wait
 * for it (tests/e2e/wait-for-build.ts).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "az-e2e-build-"));
  const outcomeFile = path.join(dir, "outcome");
  const build = buildIfStale().then((ok) => writeFileSync(outcomeFile, ok ? BUILD_OK : BUILD_FAILED));
  project.provide("buildOutcomeFile", outcomeFile);
  return async () => {
    await build;
    rmSync(dir, { recursive: true, force: true });
  };
}
