// The screens' live reads of the mirror without Dexie at start (docs/sync.md, "Reading fast"): a
// read first runs straight on IndexedDB (mirror.ts), so the first rows need no Dexie; Dexie and
// its live queries are loaded once the first content has been painted, and from then on the same
// read runs as a live query that follows every change (the sync engine starts after that too).
import { useEffect, useState } from 'react';
import { LOCAL_DB_NAME } from '@shared/sync/local-db-name';
import { afterFirstContent } from '@client/lib/first-content';
import { loadChunk } from '@client/lib/load-chunk';
import type * as LiveMirror from './live-mirror';
import { rawMirror, type Mirror, type MirrorTable } from './mirror';

type Live = typeof LiveMirror;
let live: Live | null = null;
let loading: Promise<Live> | null = null;

/**
 * Dexie's live queries, loaded once the first content has been painted (and, if the signal went
 * before they came, once it is back: loadChunk).
 */
export function liveMirror(): Promise<Live> {
  loading ??= afterFirstContent()
    .then(() => loadChunk(() => import('./live-mirror')))
    .then((module) => (live = module));
  return loading;
}

let early: Mirror | null = null;
/** The page's database read without Dexie (one connection, for the reads before it loads). */
export const earlyMirror = (): Mirror => (early ??= rawMirror(LOCAL_DB_NAME));

/**
 * Calls `next` with `query`'s answer (given the last answer it gave, which it may keep): first read without Dexie (unless it is loaded already, or
 * `early` is false: what need not be drawn with the first content), then as a live query. Returns
 * the unsubscribe function.
 */
export function watchMirror<T>(
  query: (mirror: Mirror, last: T | undefined) => Promise<T>,
  next: (value: T) => void,
  error: (error: unknown) => void,
  early = true,
): () => void {
  let stopped = false;
  let fromLive = false;
  let last: T | undefined;
  const deliver = (value: T) => {
    last = value;
    next(value);
  };
  let unsubscribe: (() => void) | null = null;
  const subscribe = (module: Live) => {
    if (stopped) return;
    unsubscribe = module.watchLive(
      (mirror) => query(mirror, last),
      (value) => {
        fromLive = true;
        deliver(value);
      },
      error,
    );
  };
  if (live) subscribe(live);
  else if (!early) liveMirror().then(subscribe, error);
  else {
    query(earlyMirror(), undefined).then(
      (value) => !stopped && !fromLive && deliver(value),
      // The live query reads again and reports what still fails.
      (failure: unknown) => console.warn('An early read of the offline data failed', failure),
    );
    liveMirror().then(subscribe, error);
  }
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}

/**
 * One long-lived subscription to the mirror's writes, for a screen that reads with plain reads
 * and keeps what it read (instead of a live query per read): `changed` is called after each write
 * to a table other than `ignored` (live-mirror.ts), and once when Dexie has loaded if it had not
 * yet, as the writes before that were not seen. Returns the unsubscribe function.
 */
export function watchMirrorWrites(
  changed: () => void,
  error: (error: unknown) => void,
  ignored: readonly MirrorTable[] = [],
): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  if (live) unsubscribe = live.watchWrites(changed, ignored);
  else
    liveMirror().then((module) => {
      if (stopped) return;
      unsubscribe = module.watchWrites(changed, ignored);
      changed();
    }, error);
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}

/**
 * `query`'s answer, kept current (undefined until the first one); the previous answer stays while
 * a change of `deps` is read. An error is thrown to the nearest error boundary, as Dexie's
 * useLiveQuery does.
 */
export function useMirrorQuery<T>(
  query: (mirror: Mirror, last: T | undefined) => Promise<T>,
  deps: readonly unknown[],
  { early = true }: { early?: boolean } = {},
): T | undefined {
  const [state, setState] = useState<{ value: T | undefined; error: unknown }>({
    value: undefined,
    error: null,
  });
  useEffect(
    () =>
      watchMirror(
        query,
        (value) =>
          setState((was) =>
            was.error === null && Object.is(was.value, value) ? was : { value, error: null },
          ),
        (error) => setState((was) => ({ ...was, error })),
        early,
      ),
    // The query is a new function each render; its inputs are the deps, as with useLiveQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    deps,
  );
  if (state.error !== null) throw state.error;
  return state.value;
}
