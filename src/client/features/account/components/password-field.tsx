import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField } from '@client/components/ui/text-field';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
}

/**
 * The login and sign-up password with its show/hide switch (docs/spec/forms-and-messages.md D.3: the original
 * had an eye icon). A toggle button with aria-pressed, so it is announced as on or off.
 */
export function PasswordField({ id, ...field }: Props) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <div className="account-password">
      <TextField {...field} id={id} label={t`Password`} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="button button--secondary account-password__toggle"
        aria-pressed={shown}
        aria-controls={id}
        onClick={() => setShown((value) => !value)}
      >
        <Trans>Show password</Trans>
      </button>
    </div>
  );
}
