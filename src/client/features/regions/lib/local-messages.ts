import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Messages of these screens that are not shared validation ids: the server's English texts for
// regions and liaisons (docs/api/content.md) and this feature's form rules, so they show translated.
const LOCAL: Record<string, MessageDescriptor> = {
  'States are two-letter USPS codes.': msg`States are two-letter USPS codes.`,
  'A region with this name already exists.': msg`A region with this name already exists.`,
  'Region not found': msg`Region not found`,
  'Homeless liaison not found': msg`Homeless liaison not found`,
  'The text is too long.': msg`The text is too long.`,
};

/** `text` in the active language when it is one of ours; anything else as given. */
export function translateLocal(i18n: I18n, text: string): string {
  const known = Object.hasOwn(LOCAL, text) ? LOCAL[text] : undefined;
  return known ? i18n._(known) : text;
}
