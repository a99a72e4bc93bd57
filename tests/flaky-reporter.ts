import type { Reporter, TestCase } from "vitest/node";

/**
 * Lists, at the end of a run, the tests that passed only when run again (vitest.config.ts: `retry`):
 * they did not fail the run, but each one is a timing assumption to fix, so it must not go unseen.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky) this.flaky.push(`${testCase.module.moduleId.replace(`${process.cwd()}/`, "")} > ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    console.log(`\nPassed only when run again (flaky: fix them):\n${this.flaky.map((name) => `  - ${name}`).join("\n")}\n`);
  }
}
