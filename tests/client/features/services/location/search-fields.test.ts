import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { loadServiceText } from '@client/db/catalog';
import { RefugioDb } from '@client/db/database';
import { filterByWords, searchWords } from '@client/features/services/lib/search';
import { LOCAL_DB_VERSIONS } from '@shared/sync/local-schema';
import { textEntryOf } from '@shared/sync/service-index';
import { service } from '@tests/client/sync/fakes';

const search = (records: ReturnType<typeof service>[], query: string) =>
  filterByWords(
    records.map((r) => r.id),
    records.map((r) => textEntryOf(r).text),
    searchWords(query),
  );

describe('the search text of the offline mirror', () => {
  it('also finds a service by city, state, ZIP, category and age, in either language', () => {
    const kids = service('k', {
      city: 'Pueblo',
      state: 'NM',
      zip: '81001',
      category: ['KIDS'],
      age: 'Ages 5 to 12',
      ageEs: 'Edades de 5 a 12 años',
    });
    for (const query of ['pueblo', 'nm', '81001', 'kids', 'ages 5', 'anos'])
      expect(search([kids], query)).toEqual(['k']);
  });

  it('does not match every service on the category ALL', () => {
    expect(search([service('a', { category: ['ALL'] })], 'all')).toEqual([]);
  });

  it('ranks name matches before summary matches before the rest, ties in the given order', () => {
    const records = [
      service('rest', { name: 'Hope', serviceSummary: 'Clothes', description: 'Free clinic' }),
      service('summary', { name: 'Hope', serviceSummary: 'Clínica', description: 'x' }),
      service('name', { name: 'CLINICA Norte', serviceSummary: 'Health', description: 'x' }),
      service('none', { name: 'Library', serviceSummary: 'Books', description: 'Wi-Fi' }),
    ];
    expect(search(records, 'clinic')).toEqual(['name', 'summary', 'rest']);
  });
});

describe('local database version 3', () => {
  const dbName = `search-fields-${Math.random().toString(36).slice(2)}`;
  afterEach(() => Dexie.delete(dbName));

  it('rebuilds the search text of a version 2 mirror with its fields marked', async () => {
    const old = new Dexie(dbName);
    for (const { version, stores } of LOCAL_DB_VERSIONS.filter((v) => v.version <= 2))
      old.version(version).stores(stores);
    await old.open();
    const record = service('a', { name: 'Café', city: 'Pueblo' });
    await old.table('services').add(record);
    await old.table('serviceText').add({ id: 'a', text: 'cafe hot meals' });
    old.close();

    const db = new RefugioDb(dbName);
    await db.open();
    expect(await loadServiceText(db)).toEqual([textEntryOf(record)]);
    expect(search([record], 'pueblo')).toEqual(['a']);
    db.close();
  });
});
