import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RefugioDb } from '@client/db/database';
import { SyncEngine } from '@client/sync/engine';
import { freshDb, ScriptedTransport } from './fakes';

let db: RefugioDb;
afterEach(async () => {
  vi.unstubAllGlobals();
  await db?.delete();
});

describe('the sync engine and the gazetteer slice', () => {
  it('fetches the slice around the current location after a pull, and again when it moves', async () => {
    db = freshDb();
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ near: null, places: [] }), { status: 200 });
    });
    let where: { lng: number; lat: number } | null = { lng: -104.99, lat: 39.74 };
    const engine = new SyncEngine(db, new ScriptedTransport(), {
      session: () => ({ userId: null, token: null }),
      placesNear: () => where,
    });
    await engine.kick({ pull: true });
    expect(urls).toEqual([`/api/sync/places?near=${encodeURIComponent('-104.99|39.74')}`]);
    where = { lng: -104.82, lat: 38.83 };
    await engine.refreshPlaces();
    expect(urls).toHaveLength(2);
    // A failed fetch does not fail the sync.
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    where = { lng: -105.27, lat: 40.01 };
    await expect(engine.refreshPlaces()).resolves.toBeUndefined();
  });
});
