import type { ServiceType } from '@shared/domain/enums';
import type { SubFilterKey } from '@shared/domain/sub-filters';
import type { BotContext } from './context';
import type { BotDataSource } from './data-source';
import { serviceItems } from './listing';
import type { BotMessage } from './messages';
import { BOT_PAGE_SIZE } from './payloads';
import type { BotLabelCode } from './phrases';
import type { AskedPlace } from './places';
import { moreReplies, payload, say, topicReplies } from './reply-kit';

export type ListRequest = NonNullable<BotContext['list']>;

export interface ListReply {
  messages: BotMessage[];
  list: ListRequest;
}

function labelOf(list: ListRequest): BotLabelCode {
  if (list.subFilter) return list.subFilter as BotLabelCode;
  return list.types?.length === 1 ? (list.types[0] as BotLabelCode) : 'ALL';
}

function lead(list: ListRequest, place: AskedPlace | null): BotMessage {
  const label = labelOf(list);
  if (list.intent === 'services.beds') {
    return place?.label ? say('bedsNear', { place: place.label }) : say('bedsNearYou');
  }
  if (!place) return say('servicesAnywhere', { label });
  if (place.label === null) {
    return say(list.openNow ? 'servicesOpenNearYou' : 'servicesNearYou', { label });
  }
  return say(list.openNow ? 'servicesOpenNear' : 'servicesNear', { label, place: place.label });
}

/** One page of a list request (services.find / services.beds), through the shared rules. */
export async function listPage(
  list: ListRequest,
  now: Date,
  source: BotDataSource,
  first: boolean,
): Promise<BotMessage[]> {
  const place: AskedPlace | null = list.place
    ? { label: list.place.label || null, point: list.place, named: false }
    : null;
  const types = list.types as ServiceType[] | undefined;
  const subFilter = (list.subFilter as SubFilterKey | undefined) ?? null;
  const records = await source.findServices({
    types,
    subFilter: subFilter ?? undefined,
    near: place?.point ?? null,
    openNow: list.openNow ? { now } : null,
    withBeds: list.withBeds,
    limit: BOT_PAGE_SIZE,
    skip: list.page * BOT_PAGE_SIZE,
  });
  const items = serviceItems(
    records,
    { types, subFilter, openAt: list.openNow ? now : null, withBeds: list.withBeds },
    place?.point ?? null,
  );
  if (items.length === 0) {
    if (!first) return [say('noMoreResults')];
    if (list.intent === 'services.beds') return [say('noBeds')];
    return [say('noResults'), topicReplies()];
  }
  const type = list.intent === 'services.beds' ? 'GET_SHELTER_AVAILABLE_BEDS' : 'SERVICES_LIST';
  const messages: BotMessage[] = first ? [lead(list, place)] : [];
  messages.push(payload(type, items));
  // A full page may have a next one (docs/spec/product-spec.md §4: "can load more" = a full page).
  if (records.length === BOT_PAGE_SIZE) messages.push(moreReplies());
  return messages;
}

/** A new list request from what the message asked. */
export function newList(
  intent: 'services.find' | 'services.beds',
  asked: { types: ServiceType[]; subFilter: SubFilterKey | null; openNow: boolean },
  place: AskedPlace | null,
): ListRequest {
  return {
    intent,
    types: intent === 'services.beds' ? ['SHELTER'] : asked.types,
    ...(asked.subFilter && intent === 'services.find' ? { subFilter: asked.subFilter } : {}),
    openNow: intent === 'services.find' ? asked.openNow : false,
    withBeds: intent === 'services.beds',
    place: place ? { label: place.label ?? '', lng: place.point.lng, lat: place.point.lat } : null,
    page: 0,
  };
}
