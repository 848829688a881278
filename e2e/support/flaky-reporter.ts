/**
 * Names the journey steps that passed only on their retry (the e2e project retries a failed step once when CI=true),
 * at the end of the run, so a flaky step is seen and mended, never silently absorbed. The first attempt's failure and
 * its diagnostics (diagnose.ts) are printed where it failed; this is the list to start from.
 */
import type { Reporter, TestCase } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(test: TestCase): void {
    const d = test.diagnostic();
    if (d?.flaky) this.flaky.push(`${test.module.moduleId.replace(process.cwd() + '/', '')} > ${test.fullName}`);
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    console.log(`\n[e2e] 重试后才通过的步骤（不稳定，须查明原因）：${this.flaky.length} 个`);
    for (const name of this.flaky) console.log(`  - ${name}`);
  }
}
