import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The content-management screens' messages that are not shared validation ids: the server's
// English answers for regions, liaisons, FAQ entries and pages (docs/api/content.md) and the
// screens' own form rules, so they show translated.
const LOCAL: Record<string, MessageDescriptor> = {
  'States are two-letter USPS codes.': msg`States are two-letter USPS codes.`,
  'A region with this name already exists.': msg`A region with this name already exists.`,
  'Region not found': msg`Region not found`,
  'Homeless liaison not found': msg`Homeless liaison not found`,
  'The text is too long.': msg`The text is too long.`,
  'Please input the question.': msg`Please input the question.`,
  'Please input the answer.': msg`Please input the answer.`,
  'Please input the page code.': msg`Please input the page code.`,
  'Please input the page name.': msg`Please input the page name.`,
  'Please input the page content.': msg`Please input the page content.`,
  'A page code has 1 to 40 letters, digits, _ or -.': msg`A page code has 1 to 40 letters, digits, _ or -.`,
  'A page with this code already exists.': msg`A page with this code already exists.`,
  'StaticPage not found': msg`This page was not found.`,
  'FAQ entry not found': msg`This FAQ entry was not found.`,
};

/** `text` in the active language when it is one of ours; anything else as given. */
export function translateLocal(i18n: I18n, text: string): string {
  const known = Object.hasOwn(LOCAL, text) ? LOCAL[text] : undefined;
  return known ? i18n._(known) : text;
}
