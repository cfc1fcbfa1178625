import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';

/**
 * The chatbot's wire contract (POST /api/bot/query, docs/chatbot.md), shared by the server, the page and
 * the offline engine in the browser, so an answer looks the same online and offline.
 *
 * The engine never sends sentences of its own: a text message names a phrase (`key`) and its
 * values (`params`); the client says it in the person's language through its catalogs
 * (docs/spec/conventions.md: the server sends codes, the client owns the words). Only text that comes from
 * the database (an FAQ answer) travels as `text`, in both languages when the database has both.
 */

/** docs/spec/product-spec.md §3 "Chatbot reply". */
export const BOT_PAYLOAD_TYPES = [
  'SERVICES_LIST',
  'GET_SHELTER_AVAILABLE_BEDS',
  'ASK_SERVICE_SCHEDULE',
  'ASK_DISTANCE_SERVICE',
  'ASK_SERVICE_BED_AVAILABLE',
  'ASK_PARTICULAR_SERVICE',
  'CRISIS_LINES_LIST',
  'WEATHER',
] as const;
export type BotPayloadType = (typeof BOT_PAYLOAD_TYPES)[number];

export const BOT_LANGUAGES = ['en', 'es'] as const;
export type BotLanguage = (typeof BOT_LANGUAGES)[number];

/** POST /api/bot/query (docs/spec/api-contract.md §5.1; `language` added: the app's language, a hint only). */
export const botQueryBody = z.object({
  query: text({ max: 265 }).min(1),
  chatToken: text({ max: TEXT_MAX.SHORT }).min(8),
  userTimezone: z.coerce.number().optional(),
  location: text({ max: TEXT_MAX.LINE }).optional(),
  /** 'lat|lng', reversed from the services' format (docs/spec/api-contract.md §3.12). */
  coordinate: text({ max: 60, trim: false }).optional(),
  language: z.enum(BOT_LANGUAGES).optional(),
});
export type BotQueryBody = z.infer<typeof botQueryBody>;

const params = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * What the original ShelterApp clients read (original-shape.ts, docs/api.md "The original ShelterApp clients"): the server adds it for
 * them; the PWA never reads it, and the offline engine leaves it out.
 */
const original = {
  /** The sentence in the asker's language, as Dialogflow's `text.text[]`. */
  words: z.array(z.string()),
  /** A protobuf Struct (Dialogflow's payload). */
  fields: z.record(z.string(), z.unknown()),
};

/** A phrase the client renders in the person's language; `key` is one of BOT_PHRASE_KEYS. */
export const botTextMessage = z.object({
  type: z.literal('text'),
  key: z.string(),
  params: params.optional(),
  /**
   * Database text (an FAQ answer), already in both languages; shown instead of the phrase. For the
   * original clients `text.text` holds the words (of the FAQ or the phrase).
   */
  text: z
    .union([
      z.object({ en: z.string(), es: z.string().nullable(), text: original.words.optional() }),
      z.object({ text: original.words }),
    ])
    .optional(),
});

export const botQuickReply = z.object({
  /** A phrase key (rendered by the client) for the button label. */
  key: z.string(),
  params: params.optional(),
  /** What is sent back as the next query when the button is pressed. */
  payload: z.string(),
});

export const botQuickRepliesMessage = z.object({
  type: z.literal('quickReplies'),
  key: z.string(),
  params: params.optional(),
  quickReplies: z.array(botQuickReply),
  /** For the original clients: `fields.quick_replies`, the buttons' words. */
  payload: z.object({ fields: original.fields }).optional(),
});

/**
 * A payload: `data` carries the listings exactly as the offline mirror stores them
 * (ServiceRecord / CrisisLineRecord of src/shared/sync/protocol.ts) plus `distance` in miles with
 * one decimal when a place is known, so the client shows them with the same shared rules.
 */
export const botPayloadMessage = z.object({
  type: z.literal('payload'),
  payload: z.object({
    type: z.enum(BOT_PAYLOAD_TYPES),
    data: z.unknown(),
    /** For the original clients: `type` and `data` again, as a protobuf Struct. */
    fields: original.fields.optional(),
  }),
});

export const botMessage = z.discriminatedUnion('type', [
  botTextMessage,
  botQuickRepliesMessage,
  botPayloadMessage,
]);
export type BotMessage = z.infer<typeof botMessage>;

/** The answer: a bare array of messages, as the original (docs/spec/api-contract.md §5.1). */
export const botQueryResponse = z.array(botMessage);
