import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { PATHS } from '@client/lib/paths';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useNavigate } from '@client/lib/router';
import { showToast } from '@client/lib/toast-store';
import { useErrorText } from '@client/lib/use-error-text';
import { deleteUser, type ManagedUser } from '../api';

/**
 * Delete (administrators). Unlike the original, the user leaves the list only once the server
 * agrees; a refusal (they own services, or it is one's own account) is shown as said.
 */
export function DeleteUserButton({ user }: { user: ManagedUser }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteUser(user.id);
      showToast(t`This user was removed successfully!`);
      void navigate(PATHS.manageUsers);
    } catch (error) {
      setOpen(false);
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="user-delete">
      {failure && (
        <p className="users-alert" role="alert">
          {failure}
        </p>
      )}
      <button
        ref={opener}
        type="button"
        className="button button--danger"
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
      >
        <Trans>Delete user</Trans>
      </button>
      <ConfirmDialog
        open={open}
        question={t`Do you want to delete this user?`}
        confirmLabel={t`Delete`}
        busy={busy}
        returnFocusTo={opener}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
