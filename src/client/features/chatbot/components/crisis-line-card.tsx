import { Trans, useLingui } from '@lingui/react/macro';
import type { BotCrisisLineItem } from '@shared/chatbot/payloads';
import { CrisisLineActions } from '@client/components/crisis-line-actions';
import { TextHow } from '@client/components/crisis-line-how';
import { crisisLineContacts } from '@client/lib/crisis-line-contacts';

function pick(english: string, spanish: string | null, locale: string): string {
  return locale === 'es' && spanish?.trim() ? spanish : english;
}

/**
 * A crisis line in a bot answer: how to reach it, and the same actions as the crisis-lines screen
 * (only what the line supports), as large buttons named after the line.
 */
export function CrisisLineCard({ line }: { line: BotCrisisLineItem }) {
  const { t, i18n } = useLingui();
  const { call, text } = crisisLineContacts(line);
  const description = pick(line.description, line.descriptionEs, i18n.locale);
  const hours = pick(line.time, line.hoursEs, i18n.locale);
  const phone = call?.number;
  return (
    <li className="chat-crisis-line">
      <h3 className="chat-crisis-line__name">{line.name}</h3>
      {description ? <p className="chat-crisis-line__description">{description}</p> : null}
      {hours ? <p className="chat-crisis-line__hours">{t`Hours: ${hours}`}</p> : null}
      {phone || text ? (
        <p className="chat-crisis-line__how">
          {phone ? <Trans>Call {phone}</Trans> : null}
          {phone && text ? ' · ' : null}
          {text ? <TextHow text={text} /> : null}
        </p>
      ) : null}
      <CrisisLineActions line={line} className="chat-crisis-line__actions" />
    </li>
  );
}
