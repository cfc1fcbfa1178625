import { z } from 'zod';
import { apiRequest } from '@client/lib/api-client';
import type { LocalPlace } from '@client/db/database';

const point = z.object({ coordinates: z.tuple([z.number(), z.number()]) });

/** POST /api/services/search-city-or-zip's answer (docs/spec/product-spec.md §7), the fields used here. */
const answer = z.object({
  cities: z.array(
    z.object({ id: z.string(), name: z.string(), state: z.string(), location: point }),
  ),
  zips: z.array(
    z.object({ code: z.string(), city: z.string(), state: z.string(), location: point }),
  ),
});

/** A ZIP+4 ('80202-1234') is looked up by its five-digit ZIP code, as offline. */
const ZIP_PLUS_FOUR = /^(\d{5})-\d{0,4}$/;

/**
 * docs/screens.md "The location sheet's search": every US city and ZIP code the server's gazetteer knows, not only the slice
 * kept on the device around the last location. Shaped as the slice's rows, so the sheet lists and
 * chooses them the same way.
 */
export async function searchPlacesOnline(text: string, signal: AbortSignal): Promise<LocalPlace[]> {
  const keyword = ZIP_PLUS_FOUR.exec(text.trim())?.[1] ?? text.replace(/,/g, ' ').trim();
  const found = await apiRequest('/services/search-city-or-zip', answer, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ keyword }),
    signal,
  });
  const cities = found.cities.map((c, rank): LocalPlace => {
    const [lng, lat] = c.location.coordinates;
    return {
      id: `city:${c.id}`,
      kind: 'city',
      name: c.name,
      state: c.state,
      lng,
      lat,
      key: '',
      rank,
    };
  });
  const zips = found.zips.map((z, rank): LocalPlace => {
    const [lng, lat] = z.location.coordinates;
    const id = `zip:${z.code}`;
    return { id, kind: 'zip', name: z.city, state: z.state, code: z.code, lng, lat, key: '', rank };
  });
  return [...cities, ...zips];
}
