import { useLingui } from '@lingui/react/macro';
import type { BotCrisisLineItem } from '../../../../shared/chatbot/payloads';
import { smsHref, telHref } from '../../../lib/contact-links';

function pick(english: string, spanish: string | null, locale: string): string {
  return locale === 'es' && spanish?.trim() ? spanish : english;
}

/**
 * A crisis line in a bot answer, with Call (tel:) and Text (sms:) actions as large buttons whose
 * names carry the line's name (a screen reader's list of links is not a row of 'Call's).
 */
export function CrisisLineCard({ line }: { line: BotCrisisLineItem }) {
  const { t, i18n } = useLingui();
  const name = line.name;
  const call = telHref(line.phone);
  const text = smsHref(line.text);
  const description = pick(line.description, line.descriptionEs, i18n.locale);
  const hours = pick(line.time, line.hoursEs, i18n.locale);
  return (
    <li className="chat-crisis-line">
      <h3 className="chat-crisis-line__name">{name}</h3>
      {description ? <p className="chat-crisis-line__description">{description}</p> : null}
      {hours ? <p className="chat-crisis-line__hours">{t`Hours: ${hours}`}</p> : null}
      <div className="chat-crisis-line__actions">
        {call ? (
          <a className="button button--primary" href={call} aria-label={t`Call ${name}`}>
            {t`Call`} {line.phone}
          </a>
        ) : null}
        {text ? (
          <a className="button button--secondary" href={text} aria-label={t`Text ${name}`}>
            {t`Text`}
          </a>
        ) : null}
      </div>
    </li>
  );
}
