// The input rules every text of every form and API body, query and path shares (docs/api.md "Text input"
// and 6): no control characters, and a maximum length. docs/api.md lists the table.
import { DESCRIPTION_MAX, PHONE_MAX } from '@shared/query/constants';
import { MESSAGES, type MessageId } from './messages';

/**
 * Control characters other than tab, line feed and carriage return: C0, DEL and C1. PostgreSQL
 * refuses U+0000 in `text` (a 500 before this rule), and none of the others is ever typed on
 * purpose; they hide text from readers and break e-mails and logs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The same rule as a whole-string pattern, so the OpenAPI document shows it on every string. */
export const WITHOUT_CONTROL_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- as above
  /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * Maximum lengths in UTF-16 units (what a textarea's maxlength counts). Descriptions and phones
 * are the spec's (docs/spec/product-spec.md §5, §9); the others are ours, long enough for any real value.
 */
export const TEXT_MAX = {
  /** Codes, ids, zip, state, country, tokens of a link. */
  SHORT: 100,
  /** Names, subjects, address lines, city, area, hours, ages: one line of text. */
  LINE: 200,
  /** RFC 5321: a path is at most 256 octets, the address inside it 254. */
  EMAIL: 254,
  PHONE: PHONE_MAX,
  /** Descriptions, summaries, critical headers, comments (docs/spec/product-spec.md §9: 1000). */
  DESCRIPTION: DESCRIPTION_MAX,
  /** Links: websites, social pages, chat links. */
  URL: 2000,
  /** Free messages: feedback, notes, FAQ answers, texts to translate. */
  MESSAGE: 5000,
  /** Opaque tokens from elsewhere: push subscriptions, ID tokens. */
  TOKEN: 10_000,
  /** A static page's HTML. */
  PAGE: 200_000,
} as const;
export type TextMax = (typeof TEXT_MAX)[keyof typeof TEXT_MAX];

/** The message id a text over each maximum shows (ids cannot hold a placeholder: messages.ts). */
const TOO_LONG: Record<TextMax, MessageId> = {
  [TEXT_MAX.SHORT]: MESSAGES.TEXT_TOO_LONG_100,
  [TEXT_MAX.LINE]: MESSAGES.TEXT_TOO_LONG_200,
  [TEXT_MAX.EMAIL]: MESSAGES.EMAIL_INVALID,
  [TEXT_MAX.PHONE]: MESSAGES.PHONE_TOO_LONG,
  [TEXT_MAX.DESCRIPTION]: MESSAGES.TEXT_TOO_LONG_1000,
  [TEXT_MAX.URL]: MESSAGES.TEXT_TOO_LONG_2000,
  [TEXT_MAX.MESSAGE]: MESSAGES.TEXT_TOO_LONG_5000,
  [TEXT_MAX.TOKEN]: MESSAGES.TEXT_TOO_LONG_10000,
  [TEXT_MAX.PAGE]: MESSAGES.TEXT_TOO_LONG_200000,
};

/** The id for a TEXT_MAX entry; other maximums (a route's own) fall back to the generic id. */
export function tooLongMessage(max: number): MessageId {
  return (TOO_LONG as Record<number, MessageId | undefined>)[max] ?? MESSAGES.GENERIC;
}
