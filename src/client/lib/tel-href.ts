// `tel:` links, apart from the other contact links: a list row needs only this (the first
// screen's JavaScript budget).

/** Digits and a leading + only: `tel:` handlers dial what they are given. */
export function dialable(text: string): string {
  const digits = text.replace(/[^\d+]/g, '');
  return digits.startsWith('+')
    ? `+${digits.slice(1).replace(/\+/g, '')}`
    : digits.replace(/\+/g, '');
}

export function telHref(phone: string | null | undefined): string | null {
  const number = phone ? dialable(phone) : '';
  return number.replace('+', '').length > 0 ? `tel:${number}` : null;
}
