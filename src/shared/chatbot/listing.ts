import type { ServiceType } from '@shared/domain/enums';
import { matchesSubFilter, type SubFilterKey } from '@shared/domain/sub-filters';
import { distanceMiles, milesWire, type LngLat } from '@shared/geo/distance';
import { isOpenAt } from '@shared/schedule';
import type { CrisisLineRecord, ServiceRecord } from '@shared/sync/protocol';
import { isPublicService } from '@shared/sync/public-service';
import { CRISIS_LINE_WORDS, type CrisisKind } from './crisis';
import { foldBotText } from './fold';
import type { BotCrisisLineItem, BotServiceItem } from './payloads';

/** The shared rules every listing in a reply passes, online and offline (docs/chatbot.md). */
export interface ListingRules {
  types?: readonly ServiceType[];
  subFilter?: SubFilterKey | null;
  openAt?: Date | null;
  withBeds?: boolean;
}

export function passesRules(s: ServiceRecord, rules: ListingRules): boolean {
  if (!isPublicService(s)) return false;
  if (rules.types?.length && !s.type.some((t) => rules.types?.includes(t))) return false;
  if (rules.subFilter && !matchesSubFilter(s.serviceSummary, rules.subFilter)) return false;
  if (rules.withBeds && !(s.availableBeds > 0)) return false;
  if (rules.openAt && !isOpenAt(s, rules.openAt, s.timeZone)) return false;
  return true;
}

const pointOf = (location: { coordinates: [number, number] }): LngLat => ({
  lng: location.coordinates[0],
  lat: location.coordinates[1],
});

/** A service as a reply carries it: the record plus `distance` (one-decimal miles) or null. */
export function serviceItem(s: ServiceRecord, near: LngLat | null): BotServiceItem {
  return { ...s, distance: near ? milesWire(distanceMiles(near, pointOf(s.location))) : null };
}

/** The services of a page that pass the rules, nearest first when a point is known. */
export function serviceItems(
  records: ServiceRecord[],
  rules: ListingRules,
  near: LngLat | null,
): BotServiceItem[] {
  const items = records.filter((s) => passesRules(s, rules)).map((s) => serviceItem(s, near));
  if (near) items.sort((a, b) => Number(a.distance) - Number(b.distance));
  return items;
}

/** Lines farther than this from the person are left out, unless they have no place (national). */
const CRISIS_LINE_MILES = 150;

const isNational = (line: CrisisLineRecord) => {
  const [lng, lat] = line.location.coordinates;
  return (lng === 0 && lat === 0) || /^(usa|us|united states|national|nacional)$/i.test(line.area);
};
const is988 = (line: CrisisLineRecord) =>
  line.phone?.replace(/\D/g, '') === '988' && /988/.test(line.name);

/**
 * Crisis lines in the order a person in crisis should see them: 988 first, then the lines for
 * the situation named (CRISIS_LINE_WORDS), then by ranking (1 = first) and distance.
 */
export function crisisLineItems(
  lines: CrisisLineRecord[],
  kinds: readonly CrisisKind[],
  near: LngLat | null,
): BotCrisisLineItem[] {
  const words = kinds.flatMap((k) => CRISIS_LINE_WORDS[k]);
  const relevant = (line: CrisisLineRecord) => {
    const text = foldBotText(`${line.name} ${line.description}`);
    return words.some((w) => text.includes(w));
  };
  const items = lines
    .map((line) => {
      const miles = near && !isNational(line) ? distanceMiles(near, pointOf(line.location)) : null;
      return { line, miles };
    })
    .filter(({ miles }) => miles === null || miles <= CRISIS_LINE_MILES);
  const rank = (x: { line: CrisisLineRecord }) => (is988(x.line) ? 0 : relevant(x.line) ? 1 : 2);
  items.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.line.ranking - b.line.ranking ||
      (a.miles ?? 0) - (b.miles ?? 0) ||
      a.line.name.localeCompare(b.line.name),
  );
  return items.map(({ line, miles }) => ({
    ...line,
    distance: miles === null ? null : milesWire(miles),
  }));
}
