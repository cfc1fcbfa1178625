import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  /** The entry in words (already in the reader's language). */
  description: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The Edit button's id, so focus can come back to it after the entry editor closes. */
  editId: string;
}

/**
 * One entry of the list with its own Edit and Delete. The buttons' names carry the entry's words
 * ("Delete Mon 9:00 AM–5:00 PM"), so a screen-reader user knows which entry each one acts on.
 */
export function ScheduleEntryItem({ description, onEdit, onDelete, editId }: Props) {
  const { t } = useLingui();
  // Named `name` so the ids are the app's existing 'Edit {name}' and 'Delete {name}'.
  const name = description;
  return (
    <li className="schedule-editor__item">
      <span className="schedule-editor__description">{description}</span>
      <span className="schedule-editor__item-actions">
        <button
          id={editId}
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
      </span>
    </li>
  );
}
