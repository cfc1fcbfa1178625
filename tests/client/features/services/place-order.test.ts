import { describe, expect, it } from 'vitest';
import { byPlace, PLACE_GROUP_MILES } from '@client/features/services/lib/order';
import { distanceMiles, type LngLat } from '@shared/geo/distance';
import { newestFirst, type ServiceIndexEntry } from '@shared/sync/service-index';

/** The rule written plainly: every earlier group, in order, the first within reach wins. */
function byPlacePlainly(entries: readonly ServiceIndexEntry[]): ServiceIndexEntry[] {
  const groups: { at: LngLat; cell: [number, number]; members: ServiceIndexEntry[] }[] = [];
  for (const entry of [...entries].sort(newestFirst)) {
    const cell: [number, number] = [Math.floor(entry.lng), Math.floor(entry.lat)];
    // The grid's neighbourhood (the cell and the 8 around it), scanned column by column.
    const near = groups
      .filter((g) => Math.abs(g.cell[0] - cell[0]) <= 1 && Math.abs(g.cell[1] - cell[1]) <= 1)
      .sort((a, b) => a.cell[0] - b.cell[0] || a.cell[1] - b.cell[1]);
    const found = near.find((g) => distanceMiles(g.at, entry) <= PLACE_GROUP_MILES);
    if (found) found.members.push(entry);
    else groups.push({ at: { lng: entry.lng, lat: entry.lat }, cell, members: [entry] });
  }
  return groups
    .map((g, i) => ({ g, i }))
    .sort((a, b) => b.g.members.length - a.g.members.length || a.i - b.i)
    .flatMap(({ g }) => g.members);
}

describe('byPlace', () => {
  it('groups as the plain rule does, near cell edges and far north too', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    // Denver, Miami, Anchorage (where a degree of longitude is ~34 miles) and a point on a corner
    // of four cells, each with services spread wider than a group.
    const places = [
      { lng: -104.99, lat: 39.74 },
      { lng: -80.19, lat: 25.76 },
      { lng: -149.9, lat: 61.22 },
      { lng: -100, lat: 40 },
    ];
    const entries: ServiceIndexEntry[] = Array.from({ length: 1500 }, (_, i) => {
      const place = places[i % places.length]!;
      return {
        id: `s${i}`,
        types: ['SHELTER'],
        categories: ['ALL'],
        lng: place.lng + (random() - 0.5) * 3,
        lat: place.lat + (random() - 0.5) * 2,
        likes: 0,
        summary: '',
        createdAt: new Date(Date.UTC(2026, 0, 1) - Math.floor(random() * 1e9)).toISOString(),
        isContact: false,
      };
    });
    const ids = (list: ServiceIndexEntry[]) => list.map((e) => e.id);
    expect(ids(byPlace(entries))).toEqual(ids(byPlacePlainly(entries)));
  });
});
