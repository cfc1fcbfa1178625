import { afterEach, describe, expect, it } from 'vitest';
import { dexieBotSource } from '@client/db/bot-source';
import { storePlaces } from '@client/db/places';
import { freshDb, service } from '../sync/fakes';
import { clearServices, putServices } from '@client/db/service-record-writes';

const db = freshDb();
const source = dexieBotSource(db);

describe('the chatbot data source over the mirror', () => {
  afterEach(async () => {
    await Promise.all([clearServices(db), db.places.clear(), db.crisisLines.clear()]);
  });

  it('finds approved services only, nearest first, with type, beds and paging', async () => {
    await putServices(db, [
      service('far', {
        type: ['SHELTER'],
        availableBeds: 2,
        totalBeds: 5,
        location: { type: 'Point', coordinates: [-104.5, 39.74] },
      }),
      service('near', { type: ['SHELTER'], availableBeds: 1, totalBeds: 5 }),
      service('full', { type: ['SHELTER'], availableBeds: 0, totalBeds: 5 }),
      service('hidden', { type: ['SHELTER'], availableBeds: 9, isApproved: false }),
      service('food', { type: ['FOOD'] }),
    ]);
    const near = { lng: -104.99, lat: 39.74 };
    const beds = await source.findServices({ types: ['SHELTER'], withBeds: true, near, limit: 10 });
    expect(beds.map((s) => s.id)).toEqual(['near', 'far']);
    const second = await source.findServices({
      types: ['SHELTER'],
      withBeds: true,
      near,
      limit: 1,
      skip: 1,
    });
    expect(second.map((s) => s.id)).toEqual(['far']);
  });

  it('matches names without caring for case, accents or punctuation', async () => {
    await putServices(db, [
      service('m', { name: "St. Mary's Café" }),
      service('x', { name: 'St Marys Hidden', isApproved: false }),
    ]);
    expect((await source.findServicesByName('st marys cafe', 5)).map((s) => s.id)).toEqual(['m']);
  });

  it('resolves a city or ZIP from the gazetteer slice, else from the listings', async () => {
    await storePlaces(
      db,
      null,
      [
        { id: 'city:1', kind: 'city', name: 'Denver', state: 'CO', lng: -104.99, lat: 39.74 },
        {
          id: 'zip:80202',
          kind: 'zip',
          name: 'Denver',
          state: 'CO',
          code: '80202',
          lng: -105,
          lat: 39.75,
        },
      ],
      0,
    );
    await putServices(db, [
      service('c1', {
        city: 'Chicago',
        state: 'IL',
        location: { type: 'Point', coordinates: [-87.6, 41.8] },
      }),
      service('c2', {
        city: 'Chicago',
        state: 'IL',
        location: { type: 'Point', coordinates: [-87.8, 41.9] },
      }),
    ]);
    expect(await source.resolvePlace('Denver, CO')).toEqual({
      label: 'Denver, CO',
      lng: -104.99,
      lat: 39.74,
    });
    expect(await source.resolvePlace('80202')).toMatchObject({ label: '80202', lat: 39.75 });
    const chicago = await source.resolvePlace('chicago');
    expect(chicago?.label).toBe('Chicago, IL');
    expect(chicago?.lng).toBeCloseTo(-87.7);
    expect(await source.resolvePlace('Atlantis')).toBeNull();
    expect(source.weather).toBeUndefined();
    expect(source.offline).toBe(true);
  });
});
