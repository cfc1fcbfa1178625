import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';

interface Props {
  /** The item's name, so each button says what it acts on. */
  name: string;
  onEdit: (event: MouseEvent<HTMLButtonElement>) => void;
  onDelete: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** An administrator's Edit and Delete buttons on a list item. */
export function ItemActions({ name, onEdit, onDelete }: Props) {
  const { t } = useLingui();
  return (
    <div className="content-admin__item-actions">
      <button
        type="button"
        className="button button--secondary"
        aria-label={t`Edit ${name}`}
        onClick={onEdit}
      >
        <Trans>Edit</Trans>
      </button>
      <button
        type="button"
        className="button button--danger"
        aria-label={t`Delete ${name}`}
        onClick={onDelete}
      >
        <Trans>Delete</Trans>
      </button>
    </div>
  );
}
