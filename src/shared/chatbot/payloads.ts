import type { CrisisLineRecord, ServiceRecord } from '@shared/sync/protocol';
import type { BotPayloadType } from './messages';
import type { BotWeather } from './data-source';

/**
 * The `data` of each payload type (messages.ts botPayloadMessage). Listings are the mirror's
 * records plus `distance`: miles with one decimal as a string (docs/spec/api-contract.md §2.3, milesWire), or
 * null when no place is known.
 */
export type BotServiceItem = Omit<ServiceRecord, 'distance'> & { distance: string | null };
export type BotCrisisLineItem = CrisisLineRecord & { distance: string | null };

export interface BotPayloadData {
  SERVICES_LIST: BotServiceItem[];
  GET_SHELTER_AVAILABLE_BEDS: BotServiceItem[];
  ASK_SERVICE_SCHEDULE: BotServiceItem;
  ASK_DISTANCE_SERVICE: BotServiceItem;
  ASK_SERVICE_BED_AVAILABLE: BotServiceItem;
  ASK_PARTICULAR_SERVICE: BotServiceItem;
  CRISIS_LINES_LIST: BotCrisisLineItem[];
  WEATHER: BotWeather;
}

/** A typed payload message, for building replies and reading them in the client. */
export type TypedBotPayload = {
  [T in BotPayloadType]: { type: 'payload'; payload: { type: T; data: BotPayloadData[T] } };
}[BotPayloadType];

/** Services per page in lists; "Yes" after a list shows the next page (docs/spec/api-contract.md §5.1). */
export const BOT_PAGE_SIZE = 10;
