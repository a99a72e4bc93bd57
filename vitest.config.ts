import { configDefaults, defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { sharedDefines } from "./vite.config";
import { browserFilesLeftOut, integrationFilesLeftOut, unitFilesLeftOut } from "./tests/postgres-run";

export default defineConfig({
  plugins: [tsconfigPaths()],
  define: sharedDefines,
  test: {
    // Browser tests spend most of their time waiting on a page or a server. Three files at a time kept 2 cores
    // busy when every administrator and every file's Chromium cost a process start; without those, four do.
    // TEST_MAX_WORKERS overrides it (the projects below do not follow --maxWorkers).
    maxWorkers: Number(process.env.TEST_MAX_WORKERS) || 4,
    reporters: ["default", "./tests/flaky-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          // the run on PostgreSQL repeats only what the engine can change (tests/postgres-run.ts)
          exclude: [...configDefaults.exclude, ...unitFilesLeftOut()],
          environment: "node",
          testTimeout: 20_000,
          // first: they run while tests/e2e/global-setup.ts builds the site in the background
          sequence: { groupOrder: 0 },
          // Pure functions and in-memory modules: a file changes no module state another reads (the one that
          // sets variables puts them back), so the files of a worker share loaded modules, which halves the
          // project's CPU (49 s isolated, 26 s not, on 2 cores).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...integrationFilesLeftOut()],
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
          // The files of a worker share loaded modules, as the unit tests do: each file's useTestDatabase puts the
          // environment, the database and the auth instance back (tests/integration/helpers/database.ts), and the
          // project's CPU falls by a third (95–102 s isolated, 62–69 s not, on 2 cores).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          // the run on PostgreSQL repeats only what the engine can change (tests/postgres-run.ts)
          exclude: [...configDefaults.exclude, ...browserFilesLeftOut()],
          // A browser test that fails is run once more: on a shared 2-core machine a page can miss a timing
          // once. One that passes only then is listed at the end of the run as flaky (tests/flaky-reporter.ts),
          // to be fixed; one that fails twice fails the run.
          retry: 1,
          environment: "node",
          // generous: CI machines have 2 cores and browser tests share them with the servers they start
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // a page read retried until it passes: 10 s, not vitest's 1 s, which a busy machine can exceed
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ["tests/e2e/global-setup.ts"],
          setupFiles: ["tests/e2e/wait-for-build.ts"],
          sequence: { groupOrder: 1 },
          // Files keep their own servers, pages and variables; what they share is read-only (playwright-core,
          // helpers, app modules without state): loading it once per worker instead of once per file saves
          // about a second of CPU per file.
          isolate: false,
        },
      },
    ],
  },
});
