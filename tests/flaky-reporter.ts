import type { Reporter, TestCase } from "vitest/node";

/**
 * Lists, at the end of a run, the tests that passed only when run again (vitest.config.ts: `retry`):
 * they did not fail the run, but each one is a timing assumption to fix, so it must not go unseen.
 * Each comes with what its failed attempt said (its first lines, the whole received value, where it
 * was thrown), which the default reporter does not print for a test that passed in the end: without
 * it the cause is lost.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (!testCase.diagnostic()?.flaky) return;
    const name = `${testCase.module.moduleId.replace(`${process.cwd()}/`, "")} > ${testCase.fullName}`;
    const failures = (testCase.result().errors ?? []).map((error) => {
      const where = error.stack?.split("\n").find((line) => line.includes(process.cwd()) && !line.includes("node_modules"));
      // the message shortens a long received value ('Double authentification Une applicati…'): the whole of it says what the page showed
      const received =
        typeof error.actual === "string" && error.actual.length > 40 ? [`received: ${error.actual.slice(0, 600)}`] : [];
      return [...(error.message ?? String(error)).split("\n").slice(0, 12), ...received, ...(where ? [where.trim()] : [])]
        .map((line) => `      ${line}`)
        .join("\n");
    });
    this.flaky.push([`  - ${name}`, ...failures].join("\n"));
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    console.log(`\nPassed only when run again (flaky: fix them):\n${this.flaky.join("\n")}\n`);
  }
}
