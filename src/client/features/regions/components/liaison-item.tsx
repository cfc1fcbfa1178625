import { Trans } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import type { Liaison } from '../api';
import { ItemActions } from '@client/components/crud/item-actions';

interface Props {
  liaison: Liaison;
  regionName: string | null;
  /** Given to administrators only. */
  actions: {
    onEdit: (event: MouseEvent<HTMLButtonElement>) => void;
    onDelete: (event: MouseEvent<HTMLButtonElement>) => void;
  } | null;
}

/** One liaison's contact card. */
export function LiaisonItem({ liaison, regionName, actions }: Props) {
  const { organization, email, phone, area, notes } = liaison;
  return (
    <li className="content-admin__item">
      <h2 className="content-admin__item-title">{liaison.name}</h2>
      <dl className="content-admin__facts">
        {organization && <Fact term={<Trans>Organization</Trans>} value={organization} />}
        {email && (
          <Fact term={<Trans>Email</Trans>} value={<a href={`mailto:${email}`}>{email}</a>} />
        )}
        {phone && <Fact term={<Trans>Phone</Trans>} value={<a href={`tel:${phone}`}>{phone}</a>} />}
        {area && <Fact term={<Trans>Area</Trans>} value={area} />}
        {regionName && <Fact term={<Trans>Region</Trans>} value={regionName} />}
        {notes && <Fact term={<Trans>Notes</Trans>} value={notes} />}
      </dl>
      {actions && <ItemActions name={liaison.name} {...actions} />}
    </li>
  );
}

function Fact({ term, value }: { term: ReactNode; value: ReactNode }) {
  return (
    <div className="content-admin__fact">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
