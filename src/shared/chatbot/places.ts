import type { LngLat } from '@shared/geo/distance';
import type { BotContext } from './context';
import type { BotDataSource, BotPlace } from './data-source';
import { extractZip, placeCandidates } from './entities';

/** Where a question is about: a place it names, the person's position, or one remembered. */
export interface AskedPlace {
  /** null: the person's own position ("close to you"). */
  label: string | null;
  point: LngLat;
  /** The message named it (remembered for the next questions). */
  named: boolean;
}

export interface PlaceInputs {
  query: string;
  near?: LngLat | null;
  location?: string;
}

/** The place a message names (a ZIP code, or a city after "near", "in", "en", "cerca de"...). */
export async function namedPlace(query: string, source: BotDataSource): Promise<BotPlace | null> {
  const zip = extractZip(query);
  if (zip) {
    const place = await source.resolvePlace(zip);
    if (place) return place;
  }
  for (const candidate of placeCandidates(query)) {
    const place = await source.resolvePlace(candidate);
    if (place) return place;
  }
  return null;
}

/**
 * The place of a question, most specific first: named in the message; the person's position;
 * the place the app was given (`location`); the last place named in this conversation.
 */
export async function askedPlace(
  input: PlaceInputs,
  context: BotContext,
  source: BotDataSource,
): Promise<AskedPlace | null> {
  const named = await namedPlace(input.query, source);
  if (named) return { label: named.label, point: named, named: true };
  if (input.near) return { label: null, point: input.near, named: false };
  if (input.location) {
    const place = await source.resolvePlace(input.location);
    if (place) return { label: place.label, point: place, named: false };
  }
  // Nothing else: the last place named in this conversation ("and food?" after "shelters in Denver").
  if (context.place) {
    return { label: context.place.label, point: context.place, named: false };
  }
  return null;
}

export function rememberPlace(context: BotContext, place: AskedPlace | null): BotContext {
  if (!place?.named || place.label === null) return context;
  return { ...context, place: { label: place.label, lng: place.point.lng, lat: place.point.lat } };
}
