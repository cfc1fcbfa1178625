import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { PATHS } from '@client/lib/paths';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { queryKeys } from '@client/lib/query/query-keys';
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
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteUser(user.id),
    meta: { invalidates: [queryKeys.users.all] },
    onSuccess: () => {
      // Gone: its record must not be refetched (a 404) by the lists' invalidation.
      client.removeQueries({ queryKey: queryKeys.users.one(user.id) });
      showToast(t`This user was removed successfully!`);
      void navigate(PATHS.manageUsers);
    },
    onError: () => setOpen(false),
  });
  const failure = remove.error ? errorText(remove.error) : null;

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
          remove.reset();
          setOpen(true);
        }}
      >
        <Trans>Delete user</Trans>
      </button>
      <ConfirmDialog
        open={open}
        question={t`Do you want to delete this user?`}
        confirmLabel={t`Delete`}
        busy={remove.isPending}
        returnFocusTo={opener}
        onConfirm={() => remove.mutate()}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
