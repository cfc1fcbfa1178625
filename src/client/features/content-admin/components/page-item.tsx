import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { Link } from '@client/lib/router';
import type { StaticPage } from '../api';

interface Props {
  page: StaticPage;
  editPath: string;
  onDelete: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** One static page in the list: its name and code, a link to edit it and a Delete button. */
export function PageItem({ page, editPath, onDelete }: Props) {
  const { t } = useLingui();
  const { name, code } = page;
  return (
    <li className="content-admin__item">
      <h2 className="content-admin__item-title">{name}</h2>
      <p className="content-admin__secondary">
        <Trans>Code:</Trans> <code>{code}</code>
      </p>
      <div className="content-admin__item-actions">
        <Link className="button button--secondary" to={editPath} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Link>
        <button
          type="button"
          className="button button--danger"
          aria-label={t`Delete ${name}`}
          onClick={onDelete}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  );
}
