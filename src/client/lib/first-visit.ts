// docs/spec/product-spec.md §2: a first visit without the 'already accessed' cookie goes to /introduce.
// A cookie (not localStorage) so the storage version rule of §4 never sends a returning visitor
// back through the introduction.
const COOKIE_NAME = 'refugio_accessed';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
const COOKIE_PATH = 'path=/';
const COOKIE_SAME_SITE = 'SameSite=Lax';
const COOKIE_SECURE = 'Secure';

export function hasAccessedBefore(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${COOKIE_NAME}=1`);
}

export function markAccessed(): void {
  const secure = window.location.protocol === 'https:' ? [COOKIE_SECURE] : [];
  document.cookie = [
    `${COOKIE_NAME}=1`,
    COOKIE_PATH,
    `max-age=${ONE_YEAR_SECONDS}`,
    COOKIE_SAME_SITE,
    ...secure,
  ].join('; ');
}
