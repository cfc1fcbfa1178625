import type { LngLat } from '../../shared/geo/distance';
import { OUTBOX_SYNC_TAG } from '../../shared/sync/outbox';
import { isQuotaError, type RefugioDb } from '../db/database';
import { flushOutbox, type Session } from './outbox';
import { useSyncStatus } from './status';
import type { SyncTransport } from './transport';
import { localSyncWork, type SyncWork } from './work';

/** Pull again on focus when the last pull is older than this (issue #5). */
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
 * minutes and after each flush that sent something; flush on start, on `online`, when a write is
 * queued, and on a timer at the earliest retry time. One run at a time.
 */
export class SyncEngine {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly cleanups: (() => void)[] = [];
  private readonly work: SyncWork;

  constructor(
    private readonly db: RefugioDb,
    private readonly transport: SyncTransport,
    private readonly options: EngineOptions,
  ) {
    this.work = options.work ?? localSyncWork(db, transport);
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
    this.timer = null;
  }

  /** A write was queued: send it now if we can (and let Background Sync take it otherwise). */
  queued(): void {
    void registerBackgroundSync();
    this.kick({ pull: false });
  }

  /** Runs a flush (and a pull if asked or if the flush sent something); resolves when done. */
  kick(options: { pull: boolean }): Promise<void> {
    if (this.running) {
      this.again ||= options.pull;
      return this.running;
    }
    this.running = this.run(options.pull).finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.kick({ pull: true });
      }
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
        await this.refreshPlaces();
      }
    } catch (error) {
      if (isQuotaError(error)) useSyncStatus.setState({ problem: 'quota' });
      else if ((error as { name?: string }).name === 'SyncError')
        useSyncStatus.setState({ problem: 'server' });
      else if ((error as { name?: string }).name === 'NetworkError')
        useSyncStatus.setState({ online: false });
      else throw error;
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
