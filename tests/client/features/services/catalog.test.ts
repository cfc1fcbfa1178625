import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadFavoriteServices,
  loadServiceIndex,
  loadServiceText,
  preloadServiceIndex,
} from '@client/db/catalog';
import type { RefugioDb } from '@client/db/database';
import { freshDb, service } from '../../sync/fakes';
import { fillMirror } from './mirror';

let db: RefugioDb;
afterEach(() => db?.delete());

function nextValues<T>(query: () => Promise<T>, count: number): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const seen: T[] = [];
    const subscription = liveQuery(query).subscribe({
      next: (value) => {
        seen.push(value);
        if (seen.length === count) {
          subscription.unsubscribe();
          resolve(seen);
        }
      },
      error: reject,
    });
  });
}

describe('loadServiceIndex', () => {
  it('uses the preloaded rows once and still sees later changes', async () => {
    db = freshDb();
    await fillMirror([service('a')], db);
    preloadServiceIndex(db);
    const values = nextValues(async () => (await loadServiceIndex(db)).rows, 2);
    await new Promise((r) => setTimeout(r, 50));
    await fillMirror([service('b')], db);
    const [first, second] = await values;
    expect(first?.map((e) => e.id)).toEqual(['a']);
    expect(second?.map((e) => e.id).sort()).toEqual(['a', 'b']);
  });

  it('reads again when the table changed since the preload', async () => {
    db = freshDb();
    await fillMirror([service('a')], db);
    preloadServiceIndex(db);
    await fillMirror([service('b')], db);
    const { rows } = await loadServiceIndex(db);
    expect(rows.map((e) => e.id).sort()).toEqual(['a', 'b']);
  });
});

describe('the critical headers', () => {
  it('are read with the index, from the preload too, so the home draws them together', async () => {
    db = freshDb();
    const critical = service('c', {
      isCriticalHeader: true,
      criticalDescription: 'Open tonight',
      isCriticalNeverExpire: true,
    });
    await fillMirror([service('a'), critical], db);
    preloadServiceIndex(db);
    const early = await loadServiceIndex(db);
    expect(early.rows.map((e) => e.id).sort()).toEqual(['a', 'c']);
    expect(early.critical.map((s) => s.criticalDescription)).toEqual(['Open tonight']);
  });
});

describe('loadFavoriteServices', () => {
  it('joins favorites with services, newest first, skipping services not mirrored', async () => {
    db = freshDb();
    await fillMirror([service('a'), service('b')], db);
    await db.favorites.bulkPut([
      { serviceId: 'a', addedAt: 1 },
      { serviceId: 'gone', addedAt: 5 },
      { serviceId: 'b', addedAt: 3 },
    ]);
    expect((await loadFavoriteServices(db)).map((s) => s.id)).toEqual(['b', 'a']);
  });
});

describe('the index pack', () => {
  it('is the list index: each store changes it, deletes and upserts alike', async () => {
    db = freshDb();
    await fillMirror([service('a'), service('b', { type: ['SHELTER', 'FOOD'] })], db);
    expect((await db.meta.get('indexPack'))?.value).toMatchObject({ cursor: '1', count: 2 });
    await fillMirror([service('c')], db, ['a']);
    const { rows } = await loadServiceIndex(db);
    expect(rows.map((e) => e.id)).toEqual(['b', 'c']);
    expect(rows[0]?.types).toEqual(['FOOD', 'SHELTER']);
    expect((await loadServiceText(db)).map((e) => e.id).sort()).toEqual(['b', 'c']);
  });

  it('keeps a live query current, page after page', async () => {
    db = freshDb();
    await fillMirror([service('a')], db);
    const values = nextValues(async () => (await loadServiceIndex(db)).rows, 3);
    await new Promise((r) => setTimeout(r, 50));
    await fillMirror([service('b')], db);
    await new Promise((r) => setTimeout(r, 50));
    await fillMirror([], db, ['a']);
    const seen = await values;
    expect(
      seen.map((rows) =>
        rows
          .map((e) => e.id)
          .sort()
          .join(),
      ),
    ).toEqual(['a', 'a,b', 'b']);
  });
});
