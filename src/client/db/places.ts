import { foldSearchText } from '@shared/domain/search-text';
import type { PlaceRecord } from '@shared/sync/places';
import type { LocalPlace, RefugioDb } from './database';
import { putInSlices } from './put-in-slices';

const keyOf = (place: PlaceRecord) =>
  place.kind === 'zip' ? (place.code ?? '') : foldSearchText(`${place.name} ${place.state}`);

/** Replaces the slice (and notes where and when it was fetched) in one transaction. */
export async function storePlaces(
  db: RefugioDb,
  near: string | null,
  places: PlaceRecord[],
  now: number,
): Promise<void> {
  const rows: LocalPlace[] = places.map((p, rank) => ({ ...p, key: keyOf(p), rank }));
  await db.transaction('rw', db.places, db.meta, async () => {
    await db.places.clear();
    await putInSlices(db.places, rows, 50);
    await db.meta.bulkPut([
      { name: 'placesNear', value: near ?? '' },
      { name: 'placesAt', value: now },
    ]);
  });
}

/** A ZIP+4 ('80202-1234') is looked up by its five-digit ZIP code. */
const ZIP_PLUS_FOUR = /^(\d{5})-\d{0,4}$/;

/**
 * Offline city or ZIP search (docs/spec/product-spec.md §2 location sheet): digits match ZIP codes by prefix,
 * words match '<city> <state>' by prefix, accent- and case-insensitive ('san jose', 'denver co').
 * Cities come in the server's order (largest first), ZIP codes in code order.
 */
export async function searchPlaces(db: RefugioDb, text: string, limit = 25): Promise<LocalPlace[]> {
  const folded = foldSearchText(text.replace(/,/g, ' '));
  const query = ZIP_PLUS_FOUR.exec(folded)?.[1] ?? folded;
  if (!query) return [];
  const kind = /^\d+$/.test(query) ? 'zip' : 'city';
  const found = await db.places
    .where('key')
    .startsWith(query)
    .filter((p) => p.kind === kind)
    .toArray();
  found.sort(kind === 'zip' ? (a, b) => a.key.localeCompare(b.key) : (a, b) => a.rank - b.rank);
  return found.slice(0, limit);
}
