import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LanguageChoice } from '../../../components/language-choice';
import { usePageTitle } from '../../../lib/use-page-title';
import { acceptTerms } from '../accept-terms';

interface IntroduceScreenProps {
  /** Where the terms of use live; passed in so this feature does not know the route table. */
  termsPath: string;
  /** Router state that lets a first-time visitor read the terms before accepting them. */
  termsLinkState: unknown;
  homePath: string;
}

export function IntroduceScreen({ termsPath, termsLinkState, homePath }: IntroduceScreenProps) {
  const { t } = useLingui();
  usePageTitle(t`Welcome`);
  const navigate = useNavigate();
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
    acceptTerms();
    void navigate(homePath, { replace: true });
  };

  return (
    <section className="page introduce">
      <h1 className="page__title">
        <Trans>Welcome to Refugio</Trans>
      </h1>
      <p className="page__lead">
        <Trans>
          Find food, shelter, health care, resources and work near you, and reach crisis lines.
          Refugio keeps working when you have no signal.
        </Trans>
      </p>
      <LanguageChoice />
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
    </section>
  );
}
