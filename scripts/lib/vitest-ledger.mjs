// A vitest reporter that appends one JSON line per finished test file to VITEST_LEDGER: the
// file, its state, its counts and its time. scripts/lib/vitest-run.mjs reads it to rerun only the
// files a stalled run never finished, to add up the totals of every attempt and to name the
// slowest files.
import { appendFileSync } from 'node:fs';

export default class LedgerReporter {
  onTestModuleEnd(testModule) {
    const ledger = process.env.VITEST_LEDGER;
    if (!ledger) return;
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') counts.passed += 1;
      else if (state === 'failed') counts.failed += 1;
      else counts.skipped += 1;
    }
    // A file that failed to load or whose hooks failed has errors but maybe no failed test.
    const broken = testModule.state() === 'failed' && counts.failed === 0 ? 1 : 0;
    // The file's own time (import, hooks, tests), for the slowest files npm test prints.
    const d = testModule.diagnostic();
    const ms = Math.round(d.environmentSetupDuration + d.collectDuration + d.duration);
    const line = { file: testModule.moduleId, ...counts, failed: counts.failed + broken, ms };
    appendFileSync(ledger, `${JSON.stringify(line)}\n`);
  }
}
