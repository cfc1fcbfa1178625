import type { CityRow, ZipRow } from '@server/db/queries/gazetteer';

const point = (lng: number, lat: number) => ({
  type: 'Point' as const,
  coordinates: [lng, lat] as [number, number],
});

/** City of the search answers (docs/spec/product-spec.md §3 'Lookups'). */
export const cityJson = (c: CityRow) => ({
  id: c.id,
  name: c.name,
  state: c.state,
  search: c.search,
  location: point(c.lng, c.lat),
});

export const zipJson = (z: ZipRow) => ({
  id: z.id,
  code: z.code,
  city: z.city,
  state: z.state,
  location: point(z.lng, z.lat),
});
