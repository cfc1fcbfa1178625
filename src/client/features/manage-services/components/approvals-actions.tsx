import { Trans } from '@lingui/react/macro';
import type { RefObject } from 'react';

interface Props {
  selectedCount: number;
  total: number;
  busy: boolean;
  deleteButton: RefObject<HTMLButtonElement | null>;
  onApproveSelected: () => void;
  onApproveAll: () => void;
  onDeleteSelected: () => void;
}

/** The bulk buttons of /manage_approvals; those that need a selection wait for one. */
export function ApprovalsActions(props: Props) {
  const { selectedCount, total, busy, deleteButton } = props;
  const none = selectedCount === 0 || busy;
  return (
    <div className="approvals__actions">
      <button
        type="button"
        className="button button--primary"
        disabled={none}
        onClick={props.onApproveSelected}
      >
        <Trans>Approve selected</Trans>
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={total === 0 || busy}
        onClick={props.onApproveAll}
      >
        <Trans>Approve all</Trans>
      </button>
      <button
        ref={deleteButton}
        type="button"
        className="button button--danger"
        disabled={none}
        onClick={props.onDeleteSelected}
      >
        <Trans>Delete selected</Trans>
      </button>
    </div>
  );
}
