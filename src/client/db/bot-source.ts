import type { BotDataSource, BotPlace, BotServiceQuery } from '@shared/chatbot/data-source';
import { foldSearchText } from '@shared/domain/search-text';
import { matchesSubFilter } from '@shared/domain/sub-filters';
import { distanceMiles, type LngLat } from '@shared/geo/distance';
import { isOpenAt } from '@shared/schedule';
import type { ServiceRecord } from '@shared/sync/protocol';
import type { RefugioDb } from './database';
import { allServices } from './service-records';

/** Folded, without punctuation: "St. Mary's" and "st marys" compare equal. */
function nameKey(text: string): string {
  return foldSearchText(text.replace(/[^\p{L}\p{N}\s]/gu, ''));
}

function pointOf(service: ServiceRecord): LngLat {
  const [lng, lat] = service.location.coordinates;
  return { lng, lat };
}

function matches(service: ServiceRecord, query: BotServiceQuery): boolean {
  if (!service.isApproved) return false;
  if (query.types?.length && !query.types.some((t) => service.type.includes(t))) return false;
  if (query.categories?.length && !query.categories.some((c) => service.category.includes(c)))
    return false;
  if (query.subFilter && !matchesSubFilter(service.serviceSummary, query.subFilter)) return false;
  if (query.withBeds && !(service.availableBeds > 0)) return false;
  if (query.openNow && !isOpenAt(service, query.openNow.now, service.timeZone)) return false;
  return true;
}

/** A city of the gazetteer slice by exact name ('denver', 'denver co'), largest first; or a ZIP. */
async function gazetteerPlace(db: RefugioDb, folded: string): Promise<BotPlace | null> {
  const zip = /^(\d{5})(-\d{4})?$/.exec(folded)?.[1];
  if (zip) {
    const hit = await db.places.where('key').equals(zip).first();
    return hit ? { label: zip, lng: hit.lng, lat: hit.lat } : null;
  }
  const cities = await db.places
    .where('key')
    .startsWith(folded)
    .filter((p) => p.kind === 'city' && (p.key === folded || foldSearchText(p.name) === folded))
    .toArray();
  cities.sort((a, b) => a.rank - b.rank);
  const city = cities[0];
  return city ? { label: `${city.name}, ${city.state}`, lng: city.lng, lat: city.lat } : null;
}

/**
 * A city the mirrored listings are in, when the gazetteer slice (kept around the person) does not
 * have it: the middle of its listings. Still only data that exists on the device.
 */
async function listingsPlace(db: RefugioDb, folded: string): Promise<BotPlace | null> {
  const inCity = (await allServices(db)).filter(
    (s) => s.isApproved && foldSearchText(s.city) === folded,
  );
  const first = inCity[0];
  if (!first) return null;
  const points = inCity.map(pointOf);
  const lng = points.reduce((sum, p) => sum + p.lng, 0) / points.length;
  const lat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  return { label: `${first.city}, ${first.state}`, lng, lat };
}

/**
 * The chatbot's data offline (docs/chatbot-page.md): the same BotDataSource the server implements, over
 * the Dexie mirror. Approved services only; no weather (the engine then says it needs a connection).
 */
export function dexieBotSource(db: RefugioDb): BotDataSource {
  return {
    offline: true,
    async findServices(query) {
      const found = (await allServices(db)).filter((s) => matches(s, query));
      const near = query.near;
      if (near) {
        const miles = new Map(found.map((s) => [s.id, distanceMiles(near, pointOf(s))]));
        found.sort((a, b) => miles.get(a.id)! - miles.get(b.id)!);
      }
      const skip = query.skip ?? 0;
      return found.slice(skip, skip + query.limit);
    },
    async findServicesByName(text, limit) {
      const wanted = nameKey(text);
      if (!wanted) return [];
      const found = (await allServices(db)).filter(
        (s) => s.isApproved && nameKey(s.name).includes(wanted),
      );
      return found.slice(0, limit);
    },
    async crisisLines(near) {
      const lines = await db.crisisLines.toArray();
      const miles = (p: { location: { coordinates: [number, number] } }) => {
        const [lng, lat] = p.location.coordinates;
        return near ? distanceMiles(near, { lng, lat }) : 0;
      };
      return lines.sort((a, b) => a.ranking - b.ranking || miles(a) - miles(b));
    },
    faqs: () => db.chatbotFaqs.toArray(),
    async resolvePlace(text) {
      const folded = foldSearchText(text.replace(/,/g, ' '));
      if (!folded) return null;
      return (await gazetteerPlace(db, folded)) ?? (await listingsPlace(db, folded));
    },
  };
}
