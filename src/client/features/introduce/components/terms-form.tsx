import { Trans } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from '@client/lib/router';

interface TermsFormProps {
  termsPath: string;
  termsLinkState: unknown;
  onAccept: () => void;
}

/** The last slide's form: the box must be ticked before agreeing (docs/spec/product-spec.md §2 /introduce). */
export function TermsForm({ termsPath, termsLinkState, onAccept }: TermsFormProps) {
  const checkboxRef = useRef<HTMLInputElement>(null);
  const [accepted, setAccepted] = useState(false);
  const [triedWithout, setTriedWithout] = useState(false);
  const showError = triedWithout && !accepted;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accepted) {
      setTriedWithout(true);
      checkboxRef.current?.focus();
      return;
    }
    onAccept();
  };

  return (
    <form className="introduce__form" onSubmit={onSubmit} noValidate>
      <p>
        <Link to={termsPath} state={termsLinkState} className="standalone-link">
          <Trans>Read the terms of use</Trans>
        </Link>
      </p>
      <div className="checkbox-field">
        <input
          ref={checkboxRef}
          id="accept-terms"
          type="checkbox"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
          aria-invalid={showError}
          aria-describedby={showError ? 'accept-terms-error' : undefined}
        />
        <label htmlFor="accept-terms">
          <Trans>I have read and I accept the terms of use.</Trans>
        </label>
      </div>
      {showError && (
        <p id="accept-terms-error" className="field-error" role="alert">
          <Trans>Please accept the terms of use to continue.</Trans>
        </p>
      )}
      <button type="submit" className="button button--primary button--block">
        <Trans>Agree and continue</Trans>
      </button>
    </form>
  );
}
