/** How a link in page content may be followed: inside the app, outside it, or not at all. */
export type SafeHref = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

const EXTERNAL = /^(https:|mailto:|tel:)/i;

/**
 * The same schemes the server's sanitizer allows (https, mailto, tel, relative paths). Checked again
 * here because the mirror is only as trustworthy as whatever last wrote to IndexedDB.
 */
export function safeHref(raw: string | null): SafeHref {
  const href = raw?.trim() ?? '';
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'internal', to: href };
  if (EXTERNAL.test(href)) return { kind: 'external', href };
  return null;
}
