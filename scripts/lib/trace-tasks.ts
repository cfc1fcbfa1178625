// Reads a Chromium trace of one page load: the main thread's tasks after the first contentful
// paint, what each did (layout, paint, the scripts' functions from V8's sampling profiler), and
// the blocking time Lighthouse's simulated phone would count for them (scripts/bench-tasks.ts).

export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { data?: Record<string, unknown> & { cpuProfile?: CpuProfileChunk } } & Record<
    string,
    unknown
  >;
}

interface CpuProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfileChunk {
  nodes?: CpuProfileNode[];
  samples?: number[];
}

export interface LoadTask {
  /** ms after the navigation. */
  start: number;
  ms: number;
  /** Rendering work inside it (ms by kind: Layout, Paint, ParseHTML…). */
  rendering: Record<string, number>;
  /** The busiest functions (self time, ms), named `function ← script:line:column`. */
  functions: [string, number][];
}

export interface LoadTasks {
  fcp: number;
  tasks: LoadTask[];
  /**
   * Σ max(0, 4·t − 50) over the part of each task after FCP: the total blocking time of these
   * tasks on Lighthouse's simulated phone (4× slower CPU), as its TBT counts them.
   */
  blockingAt4x: number;
}

/** The trace lacks an event the load is measured from (Chromium's tracing drops one now and then). */
export class TraceGapError extends Error {}

const RENDERING = ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Commit'];

/** The main thread's tasks of the load of `url` that last at least `minMs`. */
export function loadTasks(events: TraceEvent[], url: string, minMs = 12): LoadTasks {
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame === true &&
        e.args.data.documentLoaderURL === url,
    )
    .at(-1);
  if (!navigation) throw new TraceGapError(`the trace holds no navigation to ${url}`);
  const { pid, tid } = navigation;
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  if (!fcpEvent) throw new TraceGapError('the trace holds no first contentful paint');
  const samples = profileSamples(events, pid, tid);
  const thread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks: LoadTask[] = [];
  let blocking = 0;
  for (const task of thread) {
    const dur = task.dur ?? 0;
    if (task.name !== 'RunTask' || dur < minMs * 1000 || task.ts + dur <= fcpEvent.ts) continue;
    const end = task.ts + dur;
    const rendering: Record<string, number> = {};
    for (const e of thread)
      if (RENDERING.includes(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
        rendering[e.name] = (rendering[e.name] ?? 0) + (e.dur ?? 0) / 1000;
    const afterFcp = (end - Math.max(task.ts, fcpEvent.ts)) / 1000;
    blocking += Math.max(0, 4 * afterFcp - 50);
    tasks.push({
      start: (task.ts - navigation.ts) / 1000,
      ms: dur / 1000,
      rendering,
      functions: busiest(samples, task.ts, end),
    });
  }
  return { fcp: (fcpEvent.ts - navigation.ts) / 1000, tasks, blockingAt4x: blocking };
}

interface Samples {
  times: number[];
  frames: string[];
}

/** The thread's profiler samples: time and the sampled frame (with its nearest script). */
function profileSamples(events: TraceEvent[], pid: number, tid: number): Samples {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const out: Samples = { times: [], frames: [] };
  if (!profile) return out;
  const nodes = new Map<number, CpuProfileNode>();
  let time = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile.id) continue;
    const data = e.args?.data as { cpuProfile?: CpuProfileChunk; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    for (let i = 0; i < ids.length; i++) {
      time += data.timeDeltas?.[i] ?? 0;
      out.times.push(time);
      out.frames.push(frameName(nodes, ids[i]!));
    }
  }
  return out;
}

function frameName(nodes: Map<number, CpuProfileNode>, id: number): string {
  const node = nodes.get(id);
  if (!node) return '?';
  let named: CpuProfileNode | undefined = node;
  for (let hops = 0; named && !named.callFrame.url && hops < 30; hops++)
    named = named.parent === undefined ? undefined : nodes.get(named.parent);
  const self = node.callFrame.functionName || '(anonymous)';
  if (!named) return self;
  const { functionName, url, lineNumber, columnNumber } = named.callFrame;
  const script = url.replace(/^https?:\/\/[^/]+/, '');
  return `${self} ← ${functionName || '(anonymous)'} ${script}:${lineNumber}:${columnNumber}`;
}

function busiest(samples: Samples, from: number, to: number, top = 5): [string, number][] {
  const byFrame = new Map<string, number>();
  for (let i = 0; i < samples.times.length; i++) {
    const at = samples.times[i]!;
    if (at < from || at > to) continue;
    const next = samples.times[i + 1] ?? at;
    byFrame.set(samples.frames[i]!, (byFrame.get(samples.frames[i]!) ?? 0) + (next - at) / 1000);
  }
  return [...byFrame]
    .filter(([frame]) => frame !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
}
