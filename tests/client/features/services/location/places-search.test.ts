import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '@client/db/database';
import { searchPlaces, storePlaces } from '@client/db/places';
import type { PlaceRecord } from '@shared/sync/places';

const city = (id: number, name: string, state: string): PlaceRecord => ({
  id: `city:${id}`,
  kind: 'city',
  name,
  state,
  lng: -100,
  lat: 40,
});
const zip = (code: string, name: string): PlaceRecord => ({
  id: `zip:${code}`,
  kind: 'zip',
  name,
  state: 'CO',
  code,
  lng: -105,
  lat: 39.7,
});

// In the server's order: largest cities first.
const PLACES = [
  city(1, 'Denver', 'CO'),
  city(2, 'San José', 'CA'),
  city(3, 'Dent', 'MN'),
  city(4, 'Española', 'NM'),
  zip('80203', 'Denver'),
  zip('80202', 'Denver'),
  zip('81001', 'Pueblo'),
];

const search = async (text: string, limit?: number) =>
  (await searchPlaces(localDb(), text, limit)).map((p) => p.code ?? `${p.name}, ${p.state}`);

beforeEach(() => storePlaces(localDb(), null, PLACES, 0));
afterEach(() => Promise.all(localDb().tables.map((table) => table.clear())));

describe('searchPlaces over the local gazetteer slice', () => {
  it('matches city names by prefix in the server order, ignoring case, accents and commas', async () => {
    expect(await search('DEN')).toEqual(['Denver, CO', 'Dent, MN']);
    expect(await search('san jose')).toEqual(['San José, CA']);
    expect(await search('espanola')).toEqual(['Española, NM']);
    expect(await search('Denver, co')).toEqual(['Denver, CO']);
  });

  it('matches ZIP codes by prefix in code order, and a ZIP+4 by its ZIP code', async () => {
    expect(await search('802')).toEqual(['80202', '80203']);
    expect(await search('80203-1234')).toEqual(['80203']);
  });

  it('finds nothing for unknown or empty text', async () => {
    expect(await search('Nowhereville')).toEqual([]);
    expect(await search('99999')).toEqual([]);
    expect(await search('  ')).toEqual([]);
  });

  it('stops at the limit', async () => {
    expect(await search('8', 2)).toEqual(['80202', '80203']);
  });
});
