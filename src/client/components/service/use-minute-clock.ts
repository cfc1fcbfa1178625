import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // After a quiet spell the shared time is stale: refresh it (React re-reads it after subscribing).
  if (!timer) now = Date.now();
  // One interval for every card on screen, not one per card; it stops when nothing listens.
  timer ??= setInterval(() => {
    now = Date.now();
    for (const l of listeners) l();
  }, MINUTE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

function snapshot(): number {
  return now;
}

/**
 * The current time, refreshed once a minute: open/closed texts change at minute boundaries at
 * most, and a shared tick keeps a list of 100 cards to a single timer.
 */
export function useMinuteClock(): Date {
  const value = useSyncExternalStore(subscribe, snapshot, snapshot);
  return new Date(value);
}
