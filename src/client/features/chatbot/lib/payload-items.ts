import type { BotWeather } from '@shared/chatbot/data-source';
import type { BotCrisisLineItem, BotServiceItem } from '@shared/chatbot/payloads';

type Shape = Record<string, unknown>;

const isObject = (value: unknown): value is Shape => typeof value === 'object' && value !== null;

/**
 * The payload's `data` is `unknown` on the wire (messages.ts): these guards keep what can be shown
 * and drop the rest, so a malformed item never breaks the conversation.
 */
function isServiceItem(value: unknown): value is BotServiceItem {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.name !== 'string')
    return false;
  const location = value.location as Shape | undefined;
  return (
    Array.isArray(value.type) &&
    Array.isArray(value.schedules) &&
    Array.isArray(value.closeSchedules) &&
    typeof value.timeZone === 'string' &&
    Array.isArray(location?.coordinates)
  );
}

function isCrisisLineItem(value: unknown): value is BotCrisisLineItem {
  return isObject(value) && typeof value.id === 'string' && typeof value.name === 'string';
}

/** A list payload, or a single service (ASK_SERVICE_* payloads), as a list. */
export function serviceItems(data: unknown): BotServiceItem[] {
  const items = Array.isArray(data) ? data : [data];
  return items.filter(isServiceItem);
}

export function crisisLineItems(data: unknown): BotCrisisLineItem[] {
  return Array.isArray(data) ? data.filter(isCrisisLineItem) : [];
}

export function weatherOf(data: unknown): BotWeather | null {
  return isObject(data) && typeof data.place === 'string' && typeof data.temperature === 'number'
    ? (data as unknown as BotWeather)
    : null;
}
