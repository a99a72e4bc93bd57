/**
 * What the run on PostgreSQL (`TEST_DATABASE_URL` set, the second run of CI) repeats: what the engine
 * can change. `npm test` without it runs everything on SQLite first; then
 * - the unit tests of `app/`, `server/` and `scripts/` touch no database: they are not run again (`unitFilesLeftOut`);
 * - nor are the AI transport's integration tests, which touch none either, and the S3 photo storage's,
 *   which keep to SQLite (`integrationFilesLeftOut`);
 * - the integration tests run on PostgreSQL only (`integrationEngines`, used by tests/integration/helpers/database.ts);
 * - the browser files below are left out (`browserFilesLeftOut`), unless TEST_EVERY_BROWSER_FILE=1.
 * Why: docs/decisions/026-test-run-time.md.
 */

/**
 * Browser test files whose outcome cannot depend on the database engine: they check what a page is
 * in the browser (accessibility, HTML validity, sizes, the moment before its scripts, the consent
 * banner, the shell, how markdown and hostile text render, security headers and body limits, the
 * AI stream's transport). Every query their servers run is one that the engine-dependent files and
 * the integration tests exercise on both engines. A file belongs here only if nothing it asserts
 * reads the database through a query of its own (a search, a count, an order, a lock, several instances).
 */
const ENGINE_INDEPENDENT_BROWSER_FILES = [
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
  "tests/e2e/axe-helper.test.ts",
] as const;

const onPostgresRun = () => Boolean(process.env.TEST_DATABASE_URL);

/** The engines the integration tests run on: SQLite, or PostgreSQL alone on the PostgreSQL run. */
export function integrationEngines(): ("sqlite" | "postgres")[] {
  return onPostgresRun() ? ["postgres"] : ["sqlite"];
}

/** The unit tests: none reads a database. */
const UNIT_FILES = ["app/**", "server/**", "scripts/**"] as const;

/** Integration files that touch no engine of their own. */
const INTEGRATION_FILES_WITHOUT_ENGINE = [
  "tests/integration/ai-provider.test.ts",
  "tests/integration/lead-photos-s3.test.ts",
] as const;

/** The unit files this run leaves out: all of them on the PostgreSQL run, else none. */
export function unitFilesLeftOut(): readonly string[] {
  return onPostgresRun() ? UNIT_FILES : [];
}

/** The integration files this run leaves out: INTEGRATION_FILES_WITHOUT_ENGINE on the PostgreSQL run, else none. */
export function integrationFilesLeftOut(): readonly string[] {
  return onPostgresRun() ? INTEGRATION_FILES_WITHOUT_ENGINE : [];
}

/** The browser files this run leaves out: ENGINE_INDEPENDENT_BROWSER_FILES on the PostgreSQL run, else none. */
export function browserFilesLeftOut(): readonly string[] {
  return onPostgresRun() && !process.env.TEST_EVERY_BROWSER_FILE ? ENGINE_INDEPENDENT_BROWSER_FILES : [];
}
