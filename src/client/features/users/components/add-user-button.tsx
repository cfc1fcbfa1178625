import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { FormDialog } from '@client/components/ui/form-dialog';
import { useErrorText } from '@client/lib/use-error-text';
import { AddUserForm } from './add-user-form';

/** 'Add user' and its dialog (POST /users, administrators only). */
export function AddUserButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const errorText = useErrorText();

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button button--primary users-page__add"
        onClick={() => setOpen(true)}
      >
        <Trans>Add user</Trans>
      </button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t`Add user`}
        returnFocusTo={opener}
      >
        {open && (
          <AddUserForm
            errorText={errorText}
            onCancel={() => setOpen(false)}
            onAdded={() => setOpen(false)}
          />
        )}
      </FormDialog>
    </>
  );
}
