import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The content-management forms' own rule messages that are not shared validation ids (the
// schemas of src/shared/validation for regions, FAQ entries and pages), so they show translated.
// A server answer is worded by its machine word instead (lib/error-text.ts).
const LOCAL: Record<string, MessageDescriptor> = {
  'States are two-letter USPS codes.': msg`States are two-letter USPS codes.`,
  'The text is too long.': msg`The text is too long.`,
  'Please input the question.': msg`Please input the question.`,
  'Please input the answer.': msg`Please input the answer.`,
  'Please input the page code.': msg`Please input the page code.`,
  'Please input the page name.': msg`Please input the page name.`,
  'Please input the page content.': msg`Please input the page content.`,
  'A page code has 1 to 40 letters, digits, _ or -.': msg`A page code has 1 to 40 letters, digits, _ or -.`,
};

/** `text` in the active language when it is one of ours; anything else as given. */
export function translateLocal(i18n: I18n, text: string): string {
  const known = Object.hasOwn(LOCAL, text) ? LOCAL[text] : undefined;
  return known ? i18n._(known) : text;
}
