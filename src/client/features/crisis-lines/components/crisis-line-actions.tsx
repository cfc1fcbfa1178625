import { useLingui } from '@lingui/react/macro';
import type { CrisisLineRecord } from '../../../../shared/sync/protocol';
import { smsHref, telHref, webHref } from '../../../lib/contact-links';

/**
 * Call, Text, Chat and Website, each only when the line has it. Every accessible name carries the
 * line's name, so a screen-reader list of links is not eight identical 'Call's.
 */
export function CrisisLineActions({ line }: { line: CrisisLineRecord }) {
  const { t } = useLingui();
  const name = line.name;
  const call = telHref(line.phone);
  const text = smsHref(line.text);
  const chat = webHref(line.chatWebLink);
  const website = webHref(line.website);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <div className="crisis-line__actions">
      {call && (
        <a className="button button--primary" href={call} aria-label={t`Call ${name}`}>
          {t`Call`}
        </a>
      )}
      {text && (
        <a className="button button--secondary" href={text} aria-label={t`Text ${name}`}>
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
