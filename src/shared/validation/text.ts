import { DESCRIPTION_MAX } from '@shared/query/constants';

/** Emails are compared and stored trimmed and lower-cased (docs/spec/product-spec.md §5, docs/spec/api-contract.md §12). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// A scheme with an authority (http://, https://, ftp://) or one of the schemes a listing may link
// with no authority. A bare `host:port` is not mistaken for a scheme.
const HAS_SCHEME = /^(?:[a-z][a-z\d+.-]*:\/\/|mailto:|tel:|sms:)/i;

/**
 * A link as a browser can open it: website values without a scheme get `http://` (docs/spec/product-spec.md §5;
 * people type `www.abc.org`). '' stays '' so an empty field shows no link.
 */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || HAS_SCHEME.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `http:${trimmed}`;
  return `http://${trimmed}`;
}

/** Characters left in a description (docs/spec/product-spec.md §9), for a counter under the textarea. */
export function descriptionCharsLeft(text: string): number {
  return DESCRIPTION_MAX - text.length;
}

export function isDescriptionTooLong(text: string): boolean {
  return text.length > DESCRIPTION_MAX;
}
