// A vitest reporter that appends one JSON line per finished test file to VITEST_LEDGER: the
// file, its state, its counts and its time. scripts/lib/vitest-run.mjs reads it to rerun only the
// files a stalled run never finished, to add up the totals of every attempt, to name the
// slowest files and to name each failed test with its error's first line (the Node 24 pass
// writes its output to a log of its own, which a CI summary does not show).
import { appendFileSync } from 'node:fs';

const firstLine = (message) =>
  String(message ?? '')
    .split('\n')[0]
    .slice(0, 300);

export default class LedgerReporter {
  onTestModuleEnd(testModule) {
    const ledger = process.env.VITEST_LEDGER;
    if (!ledger) return;
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const failures = [];
    for (const test of testModule.children.allTests()) {
      const result = test.result();
      if (result.state === 'passed') counts.passed += 1;
      else if (result.state === 'failed') {
        counts.failed += 1;
        failures.push({ test: test.fullName, error: firstLine(result.errors?.[0]?.message) });
      } else counts.skipped += 1;
    }
    // A file that failed to load or whose hooks failed has errors but maybe no failed test.
    const broken = testModule.state() === 'failed' && counts.failed === 0 ? 1 : 0;
    if (broken) {
      const error = testModule.errors()[0];
      failures.push({ test: '(the file itself)', error: firstLine(error?.message) });
    }
    // The file's own time (import, hooks, tests), for the slowest files npm test prints.
    const d = testModule.diagnostic();
    const ms = Math.round(d.environmentSetupDuration + d.collectDuration + d.duration);
    const line = {
      file: testModule.moduleId,
      ...counts,
      failed: counts.failed + broken,
      ms,
      failures,
    };
    appendFileSync(ledger, `${JSON.stringify(line)}\n`);
  }
}
