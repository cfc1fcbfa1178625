/**
 * Times a step of the pull as a performance measure named `refugio:sync:<step>`, in whichever
 * thread runs it (the sync worker, usually): `npm run bench:sync` reads them to print where a
 * first sync's time goes (docs/sync.md, "Snapshot").
 */
export async function timed<T>(step: string, work: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    performance.measure(`refugio:sync:${step}`, { start });
  }
}
