import { demoCities } from './cities';
import type { DemoCity } from './city-types';
import { CRITICAL_HEADERS, type CriticalHeader } from './critical-headers';
import { KINDS, type KindKey } from './kinds';
import { fill, nextDoor, streetName } from './naming';
import { cityPlan, permanentlyClosedKind } from './plan';
import { createRandom, seedFrom, type Random } from './random';
import { PERMANENTLY_CLOSED } from './schedules';
import { SECOND_ADDRESS_LINES } from './sentences';
import { contactFields, describe, scheduleFor, shelterFields } from './service-parts';
import type { DemoService } from './types';

/**
 * The demo listings a fresh install seeds: 8 cities × 63–66 fictional services. Deterministic (a
 * seeded PRNG per city, no clock), so every call returns exactly the same data.
 */
export function demoServices(): DemoService[] {
  return demoCities.flatMap((city, cityIndex) => cityServices(city, cityIndex));
}

interface CityState {
  city: DemoCity;
  cityIndex: number;
  rnd: Random;
  names: Set<string>;
  addressUses: number[];
  addressOrder: number[];
  occurrences: Map<KindKey, number>;
}

function cityServices(city: DemoCity, cityIndex: number): DemoService[] {
  const rnd = createRandom(seedFrom(`refugio-demo/${city.name}`));
  const state: CityState = {
    city,
    cityIndex,
    rnd,
    names: new Set(),
    addressUses: city.addresses.map(() => 0),
    addressOrder: rnd.shuffle(city.addresses.map((_, i) => i)),
    occurrences: new Map(),
  };
  return rnd
    .shuffle(cityPlan(city, cityIndex))
    .map((kindKey, i) => buildService(state, kindKey, i));
}

function round5(n: number): number {
  return Math.round(n * 1e5) / 1e5;
}

function location(state: CityState, index: number) {
  const { city, rnd } = state;
  const slot = state.addressOrder[index % state.addressOrder.length] ?? 0;
  const base = city.addresses[slot];
  if (!base) throw new Error(`${city.name} has no addresses`);
  const uses = state.addressUses[slot] ?? 0;
  state.addressUses[slot] = uses + 1;
  // A reused address moves a few doors down the same block.
  const jitter = () => (uses === 0 ? 0 : (rnd.next() - 0.5) * 0.002);
  return {
    base,
    address1: uses === 0 ? base.street : nextDoor(base.street, uses),
    lat: round5(base.lat + jitter()),
    lng: round5(base.lng + jitter()),
  };
}

function uniqueName(state: CityState, templates: readonly string[], hood: string, street: string) {
  const candidates = state.rnd.shuffle(templates).map((t) => fill(t, { hood, street }));
  const first = candidates.find((n) => !state.names.has(n)) ?? `${candidates[0]} on ${street}`;
  const name = state.names.has(first) ? `${first} II` : first;
  state.names.add(name);
  return name;
}

/** About one listing in seven: a hash of the name, so the seeded PRNG's draws stay as they were. */
const FLAGGED_PER_HUNDRED = 15;
function showsFlag(city: DemoCity, name: string): boolean {
  return seedFrom(`refugio-demo/flag/${city.name}/${name}`) % 100 < FLAGGED_PER_HUNDRED;
}

function criticalFields(header: CriticalHeader | undefined): Partial<DemoService> {
  if (!header) return {};
  return {
    isCriticalHeader: true,
    criticalDescription: header.en,
    criticalDescriptionEs: header.es,
    ...(header.expires === 'never'
      ? { isCriticalNeverExpire: true }
      : { isCriticalNeverExpire: false, criticalExpiresInHours: header.expires }),
  };
}

function buildService(state: CityState, kindKey: KindKey, index: number): DemoService {
  const { city, cityIndex, rnd } = state;
  const kind = KINDS[kindKey];
  const occurrence = state.occurrences.get(kindKey) ?? 0;
  state.occurrences.set(kindKey, occurrence + 1);

  const place = location(state, index);
  const hood = place.base.neighborhood;
  const name = uniqueName(state, kind.names, hood, streetName(place.base.street));
  const critical =
    occurrence === 0
      ? CRITICAL_HEADERS.find((h) => h.city === city.name && h.kind === kindKey)
      : undefined;
  const closedForGood = occurrence === 1 && permanentlyClosedKind(cityIndex) === kindKey;

  const hours = scheduleFor(kindKey, kind, cityIndex, occurrence, rnd);
  if (closedForGood) hours.closeSchedules.push({ ...PERMANENTLY_CLOSED });
  const beds = shelterFields(kind, rnd);
  const summary = rnd.pick(kind.summaries);
  const description = describe(kind, hood, city, beds, rnd);
  const age = rnd.pick(kind.ages);

  return {
    name,
    serviceSummary: summary.en,
    serviceSummaryEs: summary.es,
    description: description.en,
    descriptionEs: description.es,
    type: [...kind.types],
    category: [...rnd.pick(kind.categories)],
    age: age.en,
    ageEs: age.es,
    address1: place.address1,
    ...(rnd.chance(0.15) ? { address2: rnd.pick(SECOND_ADDRESS_LINES) } : {}),
    city: city.name,
    state: city.state,
    zip: place.base.zip,
    lat: place.lat,
    lng: place.lng,
    ...contactFields(name, city, index, hours.isContact === true, rnd),
    isApproved: critical !== undefined || !rnd.chance(0.05),
    ...criticalFields(critical),
    likes: Math.floor(251 * rnd.next() ** 3),
    isShowFlag: showsFlag(city, name),
    ...beds,
    ...hours,
  };
}
