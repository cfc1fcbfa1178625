// What a crisis line can be reached by (docs/screens.md "Words and crisis lines"): the one rule the crisis-lines screen
// and the chatbot's card both follow, so neither offers what the line does not support.
import type { CrisisLineRecord } from '@shared/sync/protocol';
import { smsHref, telHref, textContact, webHref, type TextContact } from './contact-links';
import { dialable } from './tel-href';

export interface CrisisLineContacts {
  call: { number: string; href: string } | null;
  text: (TextContact & { href: string }) | null;
  chat: string | null;
  website: string | null;
}

type ContactFields = Pick<CrisisLineRecord, 'phone' | 'text' | 'chatWebLink' | 'website'>;

/**
 * US short codes (5 or 6 digits, like 741741) take text messages only: a phone field holding one
 * (the original data had the Crisis Text Line's) is not something to call.
 */
function isShortCode(phone: string): boolean {
  return /^\d{5,6}$/.test(dialable(phone));
}

export function crisisLineContacts(line: ContactFields): CrisisLineContacts {
  const phone = line.phone?.trim() ?? '';
  const callHref = phone && !isShortCode(phone) ? telHref(phone) : null;
  const text = textContact(line.text);
  const textHref = smsHref(line.text);
  return {
    call: callHref ? { number: phone, href: callHref } : null,
    text: text && textHref ? { ...text, href: textHref } : null,
    chat: webHref(line.chatWebLink),
    website: webHref(line.website),
  };
}
