import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Link } from '@client/lib/router';
import { useDeleteCrisisLine } from '../hooks/use-delete-crisis-line';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';

interface CrisisLineAdminProps {
  id: string;
  name: string;
  /** The signed-in administrator's token, for DELETE /api/crisis-lines/{id}. */
  token: string;
  editPath: string;
  onDeleted: () => void;
}

/** Edit and Delete of one line, for administrators (docs/spec/product-spec.md §2 /crisis_lines). */
export function CrisisLineAdmin({ id, name, token, editPath, onDeleted }: CrisisLineAdminProps) {
  const { t } = useLingui();
  const remove = useDeleteCrisisLine(token);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setBusy(true);
    const removed = await remove(id);
    setBusy(false);
    // Once removed the row unmounts with the dialog; on failure the question closes, the line stays.
    if (removed) onDeleted();
    else setConfirming(false);
  };

  return (
    <div className="crisis-line__admin">
      <Link className="button button--secondary" to={editPath} aria-label={t`Edit ${name}`}>
        <Trans>Edit</Trans>
      </Link>
      <button
        ref={opener}
        type="button"
        className="button button--danger"
        aria-haspopup="dialog"
        aria-label={t`Delete ${name}`}
        onClick={() => setConfirming(true)}
      >
        <Trans>Delete</Trans>
      </button>
      <ConfirmDialog
        open={confirming}
        question={t`Do you want to delete this Crisisline?`}
        confirmLabel={t`Delete`}
        busy={busy}
        returnFocusTo={opener}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
