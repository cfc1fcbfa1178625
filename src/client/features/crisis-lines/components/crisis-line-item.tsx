import { Trans } from '@lingui/react/macro';
import type { CrisisLineRecord } from '@shared/sync/protocol';
import { CrisisLineActions } from '@client/components/crisis-line-actions';
import { TextHow } from '@client/components/crisis-line-how';
import { crisisLineContacts } from '@client/lib/crisis-line-contacts';
import { CrisisLineAdmin } from './crisis-line-admin';

/** What an administrator gets on each line: their token and where a line is edited. */
export interface CrisisLineAdminAccess {
  token: string;
  editPathOf: (id: string) => string;
}

/** Spanish variants are shown when the reader chose Spanish and the line has them. */
function pick(english: string, spanish: string | null, locale: string): string {
  return locale.startsWith('es') && spanish?.trim() ? spanish : english;
}

interface CrisisLineItemProps {
  line: CrisisLineRecord;
  locale: string;
  /** Present only for administrators. */
  admin: CrisisLineAdminAccess | null;
  onDeleted: () => void;
}

export function CrisisLineItem({ line, locale, admin, onDeleted }: CrisisLineItemProps) {
  const description = pick(line.description, line.descriptionEs, locale);
  const hours = pick(line.time, line.hoursEs, locale);
  const { call, text } = crisisLineContacts(line);
  return (
    <li className="crisis-line">
      <h2 className="crisis-line__name">{line.name}</h2>
      {description && <p className="crisis-line__description">{description}</p>}
      <dl className="detail-facts">
        {line.area && (
          <div className="detail-facts__row">
            <dt>
              <Trans>Area</Trans>
            </dt>
            <dd>{line.area}</dd>
          </div>
        )}
        {hours && (
          <div className="detail-facts__row">
            <dt>
              <Trans>Hours</Trans>
            </dt>
            <dd>{hours}</dd>
          </div>
        )}
        {call && (
          <div className="detail-facts__row">
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>{call.number}</dd>
          </div>
        )}
        {text && (
          <div className="detail-facts__row">
            <dt>
              <Trans>Text</Trans>
            </dt>
            <dd>
              <TextHow text={text} />
            </dd>
          </div>
        )}
      </dl>
      <CrisisLineActions line={line} className="crisis-line__actions" />
      {admin && (
        <CrisisLineAdmin
          id={line.id}
          name={line.name}
          token={admin.token}
          editPath={admin.editPathOf(line.id)}
          onDeleted={onDeleted}
        />
      )}
    </li>
  );
}
