import type { ServiceType } from '@shared/domain/enums';
import type { BotLanguage, BotMessage } from './messages';
import { BOT_LABELS, BOT_PHRASES, type BotLabelCode, type BotPhraseKey } from './phrases';
import { BOT_LABELS_ES, BOT_PHRASES_ES, BOT_TYPE_WORDS } from './phrases-es';

// The chatbot's answer as the original ShelterApp clients read it (docs/api.md "The original ShelterApp clients"; shelter-web
// `src/pages/ChatBox/index.tsx` at dd785f1): Dialogflow's messages, a text as `text.text[]` and a
// payload or quick replies as a protobuf Struct in `payload.fields`. Added beside the keys the PWA
// reads, never instead of them.

type Params = Record<string, string | number> | undefined;

const has = <T extends object>(map: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(map, key);

function paramWords(name: string, value: string | number, language: BotLanguage): string {
  if (typeof value === 'number') {
    return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  }
  if (name === 'label' && has(BOT_LABELS, value)) {
    return language === 'es' ? BOT_LABELS_ES[value as BotLabelCode] : BOT_LABELS[value];
  }
  if (name === 'type' && has(BOT_TYPE_WORDS, value)) {
    return BOT_TYPE_WORDS[value as ServiceType][language];
  }
  return value;
}

/** A phrase in words: the same English as the PWA's catalog, and its Spanish (phrases-es.ts). */
export function phraseWords(key: string, params: Params, language: BotLanguage): string {
  const phrase: BotPhraseKey = has(BOT_PHRASES, key) ? key : 'fallback';
  const template = language === 'es' ? BOT_PHRASES_ES[phrase] : BOT_PHRASES[phrase].en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && name in params ? paramWords(name, params[name] ?? '', language) : whole,
  );
}

type StructValue =
  | { kind: 'nullValue'; nullValue: 'NULL_VALUE' }
  | { kind: 'numberValue'; numberValue: number }
  | { kind: 'stringValue'; stringValue: string }
  | { kind: 'boolValue'; boolValue: boolean }
  | { kind: 'listValue'; listValue: { values: StructValue[] } }
  | { kind: 'structValue'; structValue: { fields: Record<string, StructValue> } };

/** protobuf `Value` JSON, as Dialogflow sent it and pb-util's `struct.decode` reads it. */
export function structValue(value: unknown): StructValue {
  if (value === null || value === undefined) return { kind: 'nullValue', nullValue: 'NULL_VALUE' };
  if (typeof value === 'number') return { kind: 'numberValue', numberValue: value };
  if (typeof value === 'boolean') return { kind: 'boolValue', boolValue: value };
  if (typeof value === 'string') return { kind: 'stringValue', stringValue: value };
  if (Array.isArray(value)) {
    return { kind: 'listValue', listValue: { values: value.map(structValue) } };
  }
  if (value instanceof Date) return { kind: 'stringValue', stringValue: value.toISOString() };
  return { kind: 'structValue', structValue: { fields: structFields(value as object) } };
}

function structFields(value: object): Record<string, StructValue> {
  const fields: Record<string, StructValue> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) fields[key] = structValue(item);
  }
  return fields;
}

function originalShape(message: BotMessage, language: BotLanguage): BotMessage {
  switch (message.type) {
    case 'text': {
      const faq = message.text && 'en' in message.text ? message.text : undefined;
      const words = faq
        ? language === 'es' && faq.es?.trim()
          ? faq.es
          : faq.en
        : phraseWords(message.key, message.params, language);
      return { ...message, text: { ...faq, text: [words] } };
    }
    case 'quickReplies': {
      const titles = message.quickReplies.map((reply) =>
        phraseWords(reply.key, reply.params, language),
      );
      return {
        ...message,
        payload: { fields: { quick_replies: structValue(titles.map((text) => ({ text }))) } },
      };
    }
    case 'payload':
      return {
        ...message,
        payload: { ...message.payload, fields: structFields(message.payload) },
      };
  }
}

/** Every message with what the original clients read added, in the asker's language. */
export function inOriginalShape(messages: BotMessage[], language: BotLanguage): BotMessage[] {
  return messages.map((message) => originalShape(message, language));
}
