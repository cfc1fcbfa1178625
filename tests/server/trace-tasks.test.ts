import { describe, expect, it } from 'vitest';
import { loadTasks, type TraceEvent } from '../../scripts/lib/trace-tasks';

const URL = 'http://127.0.0.1:1/';
const ms = 1000;
const at = (t: number) => 1_000_000 + t * ms;
const main = { pid: 1, tid: 1 };
const task = (start: number, dur: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...main,
  ts: at(start),
  dur: dur * ms,
});

const events: TraceEvent[] = [
  // Another frame's navigation and another thread's task are not this load's.
  {
    name: 'navigationStart',
    ...main,
    pid: 2,
    ts: at(0),
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: URL } },
  },
  {
    name: 'navigationStart',
    ...main,
    ts: at(0),
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: URL } },
  },
  { name: 'firstContentfulPaint', ...main, ts: at(100) },
  task(20, 60), // ends before the first paint: not counted
  task(90, 30), // 20 ms of it after the first paint: 4 × 20 − 50 = 30
  task(200, 40), // 4 × 40 − 50 = 110
  { name: 'Layout', ph: 'X', ...main, ts: at(205), dur: 10 * ms },
  task(300, 10), // under 12 ms: not listed, and 4 × 10 − 50 < 0
  { ...task(400, 90), tid: 2 },
];

describe('loadTasks (npm run bench:tasks)', () => {
  it("lists the load's main-thread tasks after the first paint with the blocking time at 4×", () => {
    const load = loadTasks(events, URL);
    expect(load.fcp).toBe(100);
    expect(load.tasks.map((t) => [t.start, t.ms])).toEqual([
      [90, 30],
      [200, 40],
    ]);
    expect(load.tasks[1]!.rendering).toEqual({ Layout: 10 });
    expect(load.blockingAt4x).toBe(140);
  });

  it('says so when the trace holds no such load', () => {
    expect(() => loadTasks(events, 'http://elsewhere/')).toThrow('no navigation');
  });
});
