/**
 * Browser test files whose outcome cannot depend on the database engine: they check what a page is
 * in the browser (accessibility, HTML validity, sizes, the moment before its scripts, the consent
 * banner, the shell, how markdown and hostile text render, security headers and body limits, the
 * AI stream's transport). Every query their servers run is one that the engine-dependent files and
 * the integration tests exercise on both engines.
 *
 * `npm test` runs them (on SQLite); with TEST_DATABASE_URL set, the run that repeats the suite on
 * PostgreSQL leaves them out (`browserFilesLeftOut`, vitest.config.ts) instead of checking the same
 * pages a second time; TEST_EVERY_BROWSER_FILE=1 keeps them.
 * Why: docs/decisions/026-test-run-time.md. A file belongs here only if nothing it asserts reads
 * the database through a query of its own (a search, a count, an order, a lock, several instances).
 */
export const ENGINE_INDEPENDENT_BROWSER_FILES = [
  "tests/e2e/accessibility-390.test.ts",
  "tests/e2e/accessibility-1280.test.ts",
  "tests/e2e/html-validity.test.ts",
  "tests/e2e/budgets.test.ts",
  "tests/e2e/before-hydration.test.ts",
  "tests/e2e/consent.test.ts",
  "tests/e2e/shell.test.ts",
  "tests/e2e/landing-pages.test.ts",
  "tests/e2e/public-pages.test.ts",
  "tests/e2e/article-rendering.test.ts",
  "tests/e2e/blog-xss.test.ts",
  "tests/e2e/hardening-static.test.ts",
  "tests/e2e/hardening-bodies.test.ts",
  "tests/e2e/ai-api.test.ts",
] as const;

/** The browser files this run leaves out: the list above on the PostgreSQL run, else none. */
export function browserFilesLeftOut(): readonly string[] {
  return process.env.TEST_DATABASE_URL && !process.env.TEST_EVERY_BROWSER_FILE ? ENGINE_INDEPENDENT_BROWSER_FILES : [];
}
