// Hrefs for contact actions (call, text, email, website). Values are typed by admins and providers
// ('1-800-799-7233', 'Text START to 678-678', 'www.abc.org/chatlink'), so each is reduced to what
// the platform's handler needs, or null when there is nothing it could open.
import { withScheme } from '../../shared/validation/text';
import { dialable } from './tel-href';

export { telHref } from './tel-href';

/**
 * `Text HOME to 741741` → `sms:741741?body=HOME`; `Text 988` → `sms:988`. The number is the last
 * run of digits (with - . ( ) or spaces inside); without one there is nothing to text.
 */
export function smsHref(text: string | null | undefined): string | null {
  if (!text) return null;
  const runs = text.match(/\+?\d[\d\s().-]*\d|\d/g);
  const number = runs ? dialable(runs[runs.length - 1] ?? '') : '';
  if (!number) return null;
  const keyword = /\btext\s+([\p{L}\d]+)\s+to\b/iu.exec(text)?.[1];
  return keyword ? `sms:${number}?body=${encodeURIComponent(keyword)}` : `sms:${number}`;
}

export function mailtoHref(email: string | null | undefined): string | null {
  const trimmed = email?.trim();
  return trimmed ? `mailto:${trimmed}` : null;
}

/**
 * Websites and chat links typed without a scheme get `http://` (product-spec §5). Anything that is
 * then not an http(s) address (`javascript:…`, `data:…`) is not linked.
 */
export function webHref(url: string | null | undefined): string | null {
  const href = url ? withScheme(url) : '';
  return /^https?:\/\//i.test(href) ? href : null;
}
