import { create } from 'zustand';
import type { PullProgress } from './pull';

// The sync engine's state for the screens, apart from the engine itself: the banner and the
// home screen read it from the first render, while the engine loads after (docs/sync.md).

export type SyncProblem = 'quota' | 'server' | null;

export interface SyncStatus {
  online: boolean;
  syncing: boolean;
  /** During a pull with many changes (the first sync): changes stored and still to come. */
  progress: PullProgress | null;
  lastSyncAt: number | null;
  problem: SyncProblem;
}

/** What the sync banner shows (the queued count comes from the outbox table itself). */
export const useSyncStatus = create<SyncStatus>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  progress: null,
  lastSyncAt: null,
  problem: null,
}));

/**
 * Whether a sync can still bring what the mirror lacks: online, and the last attempt did not fail.
 * Screens waiting for a first sync (home's tools, a service page) stop waiting when it cannot.
 */
export const syncCanDeliver = (status: SyncStatus): boolean => status.online && !status.problem;
