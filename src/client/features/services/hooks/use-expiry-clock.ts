import { useEffect, useState } from 'react';
import type { ServiceRecord } from '@shared/sync/protocol';
import { criticalHeadOf } from '@client/db/critical-headers';

// setTimeout's longest delay; a later expiry is waited for in steps.
const MAX_DELAY_MS = 2 ** 31 - 1;

/** The earliest expiry among the banners still active at `at`, or null when none expires later. */
export function nextExpiry(candidates: readonly ServiceRecord[], at: number): number | null {
  let next: number | null = null;
  for (const service of candidates) {
    const until = criticalHeadOf(service)?.until ?? null;
    if (until !== null && until > at && (next === null || until < next)) next = until;
  }
  return next;
}

/**
 * The time the banners are judged at: read when the carousel mounts, then moved on by one timer
 * set to the nearest expiry, so a banner leaves when it expires (docs/screens.md) and nothing
 * wakes up in between. A phone that sleeps past an expiry runs the late timer when it wakes.
 */
export function useExpiryClock(candidates: readonly ServiceRecord[]): number {
  const [at, setAt] = useState(Date.now);
  const next = nextExpiry(candidates, at);
  useEffect(() => {
    if (next === null) return;
    const delay = Math.min(Math.max(next - Date.now(), 0), MAX_DELAY_MS);
    const timer = setTimeout(
      () => setAt(delay < MAX_DELAY_MS ? Math.max(Date.now(), next) : Date.now()),
      delay,
    );
    return () => clearTimeout(timer);
  }, [next, at]);
  return at;
}
