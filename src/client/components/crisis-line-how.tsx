import { Trans } from '@lingui/react/macro';
import type { TextContact } from '@client/lib/contact-links';

/**
 * How to text a line, worded from its number and keyword in the reader's language ('Text HOME to
 * 741741' / 'Envía HOME al 741741'), never the English stored with the line (docs/screens.md "Words and crisis lines").
 */
export function TextHow({ text }: { text: TextContact }) {
  const { number, keyword } = text;
  return keyword ? (
    <Trans>
      Text {keyword} to {number}
    </Trans>
  ) : (
    <Trans>Text {number}</Trans>
  );
}
