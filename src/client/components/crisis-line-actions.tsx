import { useLingui } from '@lingui/react/macro';
import type { CrisisLineRecord } from '@shared/sync/protocol';
import { crisisLineContacts } from '@client/lib/crisis-line-contacts';

interface CrisisLineActionsProps {
  line: CrisisLineRecord;
  className: string;
}

/**
 * Call, Text, Chat and Website, each only when the line supports it (crisis-line-contacts.ts), on
 * the crisis-lines screen and in the chatbot's card alike. Every accessible name carries the
 * line's name, so a screen-reader list of links is not eight identical 'Call's.
 */
export function CrisisLineActions({ line, className }: CrisisLineActionsProps) {
  const { t } = useLingui();
  const name = line.name;
  const { call, text, chat, website } = crisisLineContacts(line);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <div className={className}>
      {call && (
        <a className="button button--primary" href={call.href} aria-label={t`Call ${name}`}>
          {t`Call`}
        </a>
      )}
      {text && (
        <a
          className={call ? 'button button--secondary' : 'button button--primary'}
          href={text.href}
          aria-label={t`Text ${name}`}
        >
          {t`Text`}
        </a>
      )}
      {chat && (
        <a
          className="button button--secondary"
          href={chat}
          {...external}
          aria-label={t`Chat with ${name}`}
        >
          {t`Chat`}
        </a>
      )}
      {website && (
        <a
          className="button button--secondary"
          href={website}
          {...external}
          aria-label={t`Website of ${name}`}
        >
          {t`Website`}
        </a>
      )}
    </div>
  );
}
