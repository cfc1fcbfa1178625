import type { ServiceType } from '@shared/domain/enums';
import { SERVICE_TYPES } from '@shared/domain/enums';
import type { BotMessage } from './messages';
import type { BotPayloadData } from './payloads';
import { BOT_QUICK_PAYLOADS, type BotPhraseKey } from './phrases';

type Params = Record<string, string | number>;

/** A phrase message (the client says it in the person's language). */
export function say(key: BotPhraseKey, params?: Params): BotMessage {
  return params ? { type: 'text', key, params } : { type: 'text', key };
}

export function payload<T extends keyof BotPayloadData>(
  type: T,
  data: BotPayloadData[T],
): BotMessage {
  return { type: 'payload', payload: { type, data } };
}

/** The words a type quick reply sends back (understood in both languages, entities.ts). */
const TYPE_QUERY: Record<ServiceType, string> = {
  FOOD: 'Food',
  SHELTER: 'Shelter',
  HEALTH: 'Health',
  RESOURCES: 'Resources',
  WORK: 'Work',
};

/** The five types and the crisis lines (the fallback's and the greeting's quick replies). */
export function topicReplies(): BotMessage {
  return {
    type: 'quickReplies',
    key: 'pickTopic',
    quickReplies: [
      ...SERVICE_TYPES.map((type) => ({
        key: 'quickType',
        params: { type },
        payload: TYPE_QUERY[type],
      })),
      { key: 'quickCrisisLines', payload: BOT_QUICK_PAYLOADS.crisisLines },
    ],
  };
}

/** "Would you like to see more services?" with Yes / No (docs/spec/api-contract.md §5.2). */
export function moreReplies(): BotMessage {
  return {
    type: 'quickReplies',
    key: 'moreQuestion',
    quickReplies: [
      { key: 'quickYes', payload: BOT_QUICK_PAYLOADS.yes },
      { key: 'quickNo', payload: BOT_QUICK_PAYLOADS.no },
    ],
  };
}
