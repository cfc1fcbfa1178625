import type { LngLat } from '@shared/geo/distance';
import { backoffMs, OUTBOX_SYNC_TAG } from '@shared/sync/outbox';
import { isQuotaError, type RefugioDb } from '@client/db/database';
import { flushOutbox, type Session } from './outbox';
import { useSyncStatus } from './status';
import type { SyncTransport } from './transport';
import { pageThreadSyncWork, type SyncWork } from './sync-work';

/** Pull again on focus when the last pull is older than this (docs/sync.md). */
export const FOCUS_PULL_AFTER_MS = 5 * 60_000;

export interface EngineOptions {
  session: () => Session;
  /** `near=<lng|lat>&radius=<miles>` for a scoped mirror; '' (default) for everything. */
  scope?: () => string;
  /** Where the person is (or chose), for the gazetteer slice; null when unknown. */
  placesNear?: () => LngLat | null;
  now?: () => number;
  /**
   * Where the pull and the gazetteer's refresh run: the page's thread unless given. The page
   * gives the sync worker's (runtime.ts), so a first sync does not block its main thread.
   */
  work?: SyncWork;
}

/**
 * Keeps the mirror fresh and the outbox moving: pull on start, on `online`, on focus after five
 * minutes, after each flush that sent something, and again with backoff after a pull that
 * failed; flush on start, on `online`, when a write is queued, and on a timer at the earliest
 * retry time. One run at a time: what is asked for during a run is done right after it.
 */
export class SyncEngine {
  private running: Promise<void> | null = null;
  /** Asked for while a run was going: run again once it ends (with a pull if any asked one). */
  private again: { pull: boolean } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The retry of a pull that failed (the banner says Refugio will try again). */
  private pullTimer: ReturnType<typeof setTimeout> | null = null;
  private pullFailures = 0;
  private readonly cleanups: (() => void)[] = [];
  private readonly work: SyncWork;

  constructor(
    private readonly db: RefugioDb,
    private readonly transport: SyncTransport,
    private readonly options: EngineOptions,
  ) {
    this.work = options.work ?? pageThreadSyncWork(db, transport);
  }

  start(): void {
    void askPersistentStorage();
    const lastSync = this.db.meta.get('lastSyncAt').then((row) => {
      if (row) useSyncStatus.setState({ lastSyncAt: Number(row.value) });
    });
    void lastSync.catch(() => undefined);
    const on = (target: EventTarget, event: string, fn: () => void) => {
      target.addEventListener(event, fn);
      this.cleanups.push(() => target.removeEventListener(event, fn));
    };
    if (typeof window !== 'undefined') {
      on(window, 'online', () => {
        useSyncStatus.setState({ online: true });
        this.kick({ pull: true });
      });
      on(window, 'offline', () => useSyncStatus.setState({ online: false }));
      on(document, 'visibilitychange', () => {
        if (document.visibilityState !== 'visible') return;
        const last = useSyncStatus.getState().lastSyncAt ?? 0;
        if (this.now() - last >= FOCUS_PULL_AFTER_MS) this.kick({ pull: true });
      });
    }
    this.kick({ pull: true });
  }

  stop(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    if (this.timer) clearTimeout(this.timer);
    if (this.pullTimer) clearTimeout(this.pullTimer);
    this.timer = null;
    this.pullTimer = null;
  }

  /** A write was queued: send it now if we can (and let Background Sync take it otherwise). */
  queued(): void {
    void registerBackgroundSync();
    this.kick({ pull: false });
  }

  /**
   * Runs a flush (and a pull if asked or if the flush sent something); resolves when done. Asked
   * during a run, it runs once more after it: a write queued then was not in the list the running
   * flush had read, and would otherwise wait for the next trigger.
   */
  kick(options: { pull: boolean }): Promise<void> {
    if (this.running) {
      this.again = { pull: (this.again?.pull ?? false) || options.pull };
      return this.running;
    }
    this.running = this.run(options.pull).finally(() => {
      this.running = null;
      const again = this.again;
      this.again = null;
      if (again) void this.kick(again);
    });
    return this.running;
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  private async run(pull: boolean): Promise<void> {
    useSyncStatus.setState({ syncing: true });
    try {
      const flushed = await flushOutbox(this.db, this.transport, {
        session: this.options.session,
        now: () => this.now(),
      });
      this.schedule(flushed.nextAttemptAt);
      if (pull || flushed.sent > 0) {
        await this.work.pull(this.options.scope?.() ?? '', (progress) =>
          useSyncStatus.setState({ progress: progress.remaining > 0 ? progress : null }),
        );
        useSyncStatus.setState({ lastSyncAt: this.now(), problem: null, online: true });
        this.pullFailures = 0;
        await this.refreshPlaces();
      }
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (isQuotaError(error)) useSyncStatus.setState({ problem: 'quota' });
      else if (name === 'SyncError') useSyncStatus.setState({ problem: 'server' });
      else if (name === 'NetworkError') useSyncStatus.setState({ online: false });
      else throw error;
      // A full disk stays full until the person frees space; a lost answer or a server problem
      // is tried again (a pull repeats its page from the stored cursor).
      if (name === 'SyncError' || name === 'NetworkError') this.retryPull();
    } finally {
      useSyncStatus.setState({ syncing: false, progress: null });
    }
  }

  /**
   * The offline location search's slice, when stale (after each pull, and when the location
   * changes); a failure here never marks the sync as failed.
   */
  async refreshPlaces(): Promise<void> {
    try {
      await this.work.places(this.options.placesNear?.() ?? null, this.now());
    } catch (error) {
      if (isQuotaError(error)) throw error;
    }
  }

  private retryPull() {
    this.pullFailures += 1;
    if (this.pullTimer) clearTimeout(this.pullTimer);
    this.pullTimer = setTimeout(() => {
      this.pullTimer = null;
      void this.kick({ pull: true });
    }, backoffMs(this.pullFailures));
  }

  private schedule(at: number | null) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (at === null) return;
    this.timer = setTimeout(() => void this.kick({ pull: false }), Math.max(0, at - this.now()));
  }
}

/** Asks the service worker to flush the outbox when the network returns (Chromium's Background Sync). */
async function registerBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await registration.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not supported or not allowed: the page's own triggers still flush.
  }
}

/** Asks the browser to keep the mirror and the outbox under storage pressure (best effort). */
export async function askPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    return false;
  }
}
