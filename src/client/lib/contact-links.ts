// Hrefs for contact actions (call, text, email, website). Values are typed by admins and providers
// ('1-800-799-7233', 'Text START to 678-678', 'www.abc.org/chatlink'), so each is reduced to what
// the platform's handler needs, or null when there is nothing it could open.
import { withScheme } from '@shared/validation/text';
import { dialable } from './tel-href';

export { telHref } from './tel-href';

/** What a text line asks for: the number to text and, when it has one, the keyword to send. */
export interface TextContact {
  /** As written ('678-678'), for people. */
  number: string;
  /** Digits only, for the `sms:` link. */
  digits: string;
  keyword: string | null;
}

// The keyword before 'to'/'al' in 'Text HOME to 741741', 'HOME to 741741', 'Envía HOME al 741741'.
const KEYWORD = /^(?:(?:text|sms|env[ií]a)\s+)?([\p{L}\d]+)\s+(?:to|al|a)\s+\+?\d/iu;

/**
 * A crisis line's `text` value read as data: `Text HOME to 741741` → 741741 and HOME; `Text 988`
 * → 988. The number is the last run of digits (with - . ( ) or spaces inside); without one there
 * is nothing to text. The words around them are never shown: screens word them (docs/screens.md "The first screen of a phone").
 */
export function textContact(text: string | null | undefined): TextContact | null {
  if (!text) return null;
  const runs = text.match(/\+?\d[\d\s().-]*\d|\d/g);
  const number = runs?.[runs.length - 1]?.trim() ?? '';
  const digits = dialable(number);
  if (!digits) return null;
  const keyword = KEYWORD.exec(text.trim())?.[1] ?? null;
  const usable = keyword !== null && !/^(text|sms|env[ií]a)$/iu.test(keyword);
  return { number, digits, keyword: usable ? keyword : null };
}

/** `Text HOME to 741741` → `sms:741741?body=HOME`; `Text 988` → `sms:988`. */
export function smsHref(text: string | null | undefined): string | null {
  const contact = textContact(text);
  if (!contact) return null;
  return contact.keyword
    ? `sms:${contact.digits}?body=${encodeURIComponent(contact.keyword)}`
    : `sms:${contact.digits}`;
}

export function mailtoHref(email: string | null | undefined): string | null {
  const trimmed = email?.trim();
  return trimmed ? `mailto:${trimmed}` : null;
}

/**
 * Websites and chat links typed without a scheme get `http://` (docs/spec/product-spec.md §5). Anything that is
 * then not an http(s) address (`javascript:…`, `data:…`) is not linked.
 */
export function webHref(url: string | null | undefined): string | null {
  const href = url ? withScheme(url) : '';
  return /^https?:\/\//i.test(href) ? href : null;
}
