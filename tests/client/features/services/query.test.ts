import { describe, expect, it } from 'vitest';
import { filterIndex, matchesCategory } from '@client/features/services/lib/filter';
import { subFilterButtons } from '@client/features/services/lib/labels';
import { orderEntries, visibleCount } from '@client/features/services/lib/order';
import { filterByWords, matchesWords, searchWords } from '@client/features/services/lib/search';
import type { ServiceIndexEntry } from '@shared/sync/service-index';

function entry(id: string, overrides: Partial<ServiceIndexEntry> = {}): ServiceIndexEntry {
  return {
    id,
    types: ['SHELTER'],
    categories: ['MEN'],
    lng: -104.99,
    lat: 39.74,
    likes: 0,
    summary: 'Emergency Shelter',
    createdAt: '2026-01-01T00:00:00.000Z',
    isContact: false,
    ...overrides,
  };
}

const ids = (entries: ServiceIndexEntry[]) => entries.map((e) => e.id);

describe('filterIndex', () => {
  const entries = [
    entry('shelter'),
    entry('food', { types: ['FOOD'], summary: 'Hot Meal daily' }),
    entry('both', { types: ['FOOD', 'SHELTER'], summary: 'Food Pantry' }),
    entry('transitional', { summary: 'Transitional Housing', categories: ['WOMEN'] }),
  ];

  it('keeps only the services of the tab', () => {
    const all = { subFilter: null, category: 'ALL' } as const;
    expect(ids(filterIndex(entries, { tab: 'FOOD', ...all }))).toEqual(['food', 'both']);
    expect(ids(filterIndex(entries, { tab: 'WORK', ...all }))).toEqual([]);
  });

  it('applies the sub-filter phrases to the summary', () => {
    const food = { tab: 'FOOD', category: 'ALL' } as const;
    expect(ids(filterIndex(entries, { ...food, subFilter: 'Meals' }))).toEqual(['food']);
    expect(ids(filterIndex(entries, { ...food, subFilter: 'Food Pantry' }))).toEqual(['both']);
    const shelter = { tab: 'SHELTER', category: 'ALL' } as const;
    expect(ids(filterIndex(entries, { ...shelter, subFilter: 'Transitional Housing' }))).toEqual([
      'transitional',
    ]);
  });

  it('filters by category', () => {
    const women = { tab: 'SHELTER', subFilter: null, category: 'WOMEN' } as const;
    expect(ids(filterIndex(entries, women))).toEqual(['transitional']);
  });
});

describe('matchesCategory', () => {
  it('lets the ALL filter through every service', () => {
    expect(matchesCategory(['MEN'], 'ALL')).toBe(true);
  });
  it('matches a service for everyone (category ALL) to every category', () => {
    expect(matchesCategory(['ALL'], 'KIDS')).toBe(true);
  });
  it('does not match a service of other categories', () => {
    expect(matchesCategory(['MEN', 'SENIORS'], 'KIDS')).toBe(false);
  });
});

describe('orderEntries', () => {
  const near = entry('near', { lng: -104.99, lat: 39.75, createdAt: '2025-01-01T00:00:00.000Z' });
  const far = entry('far', { lng: -105.5, lat: 40.5, likes: 9, createdAt: '2026-03-01T00:00:00Z' });
  const middle = entry('middle', { lng: -105.1, lat: 39.9, likes: 3, createdAt: '2026-02-01' });

  it('puts the nearest first when the location is known', () => {
    const origin = { lng: -104.99, lat: 39.74 };
    expect(ids(orderEntries([far, near, middle], { origin, topKudos: false }))).toEqual([
      'near',
      'middle',
      'far',
    ]);
  });

  it('without a location, puts the bigger place first and the newest first inside a place', () => {
    // far is over 40 miles from middle; near is 11 miles from it.
    expect(ids(orderEntries([near, middle, far], { origin: null, topKudos: false }))).toEqual([
      'middle',
      'near',
      'far',
    ]);
  });

  it('groups by place without a location, the place with the most listings first', () => {
    const denver = { lng: -104.99, lat: 39.74 };
    const miami = { lng: -80.19, lat: 25.76 };
    const aurora = { lng: -104.83, lat: 39.73 }; // a Denver suburb, 9 miles away
    const given = [
      entry('miami-new', { ...miami, createdAt: '2026-06-01T00:00:00Z' }),
      entry('denver-old', { ...denver, createdAt: '2026-01-01T00:00:00Z' }),
      entry('miami-old', { ...miami, createdAt: '2026-02-01T00:00:00Z' }),
      entry('aurora', { ...aurora, createdAt: '2026-05-01T00:00:00Z' }),
      entry('denver-new', { ...denver, createdAt: '2026-04-01T00:00:00Z' }),
    ];
    expect(ids(orderEntries(given, { origin: null, topKudos: false }))).toEqual([
      'aurora',
      'denver-new',
      'denver-old',
      'miami-new',
      'miami-old',
    ]);
  });

  it('sorts by likes for top kudos, even with a location', () => {
    const origin = { lng: -104.99, lat: 39.74 };
    expect(ids(orderEntries([near, far, middle], { origin, topKudos: true }))).toEqual([
      'far',
      'middle',
      'near',
    ]);
  });

  it('does not reorder the array it was given', () => {
    const given = [near, far];
    orderEntries(given, { origin: null, topKudos: false });
    expect(ids(given)).toEqual(['near', 'far']);
  });
});

describe('search words', () => {
  it('folds case and accents like the stored text', () => {
    expect(searchWords('  Café   MÉDICO ')).toEqual(['cafe', 'medico']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('needs every word, in any order', () => {
    expect(matchesWords('free hot meals downtown', ['meals', 'free'])).toBe(true);
    expect(matchesWords('free hot meals downtown', ['meals', 'shelter'])).toBe(false);
  });

  it('keeps the matching ids in their order', () => {
    const texts = ['soup kitchen', 'night shelter', 'soup and shelter'];
    expect(filterByWords(['a', 'b', 'c'], texts, ['shelter'])).toEqual(['b', 'c']);
    expect(filterByWords(['a', 'b', 'c'], texts, ['soup', 'shelter'])).toEqual(['c']);
    expect(filterByWords(['a', 'b', 'c'], texts, [])).toEqual(['a', 'b', 'c']);
  });
});

describe('paging', () => {
  it('shows 100 rows per page, never more than there are', () => {
    expect(visibleCount(250, 1, 100)).toBe(100);
    expect(visibleCount(250, 2, 100)).toBe(200);
    expect(visibleCount(250, 3, 100)).toBe(250);
    expect(visibleCount(0, 1, 100)).toBe(0);
  });
});

describe('subFilterButtons', () => {
  it('puts All in the middle as docs/spec/product-spec.md §2 lists the buttons', () => {
    expect(subFilterButtons(['Meals', 'Food Pantry'])).toEqual(['Meals', null, 'Food Pantry']);
    expect(subFilterButtons(['Clothing', 'Hygiene', 'Tech', 'Assistance'])).toEqual([
      'Clothing',
      'Hygiene',
      null,
      'Tech',
      'Assistance',
    ]);
  });
});
