import { Trans } from '@lingui/react/macro';
import { Link } from '@client/lib/router';
import { PATHS } from '@client/lib/paths';

interface Props {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Already translated. */
  error?: string;
}

/** Sign-up's terms acceptance (docs/spec/product-spec.md §5), with links to both documents. */
export function TermsCheckbox({ id, checked, onChange, error }: Props) {
  const errorId = `${id}-error`;
  return (
    <>
      <div className="checkbox-field">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>
          <Trans>Accept Terms of Use & Privacy Policy</Trans>
        </label>
      </div>
      <p className="account-form__links">
        <Link to={PATHS.termsOfUse}>
          <Trans>Terms of Use</Trans>
        </Link>
        {' · '}
        <Link to={PATHS.privacyPolicy}>
          <Trans>Privacy Policy</Trans>
        </Link>
      </p>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}
