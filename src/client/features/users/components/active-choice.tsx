import { Trans } from '@lingui/react/macro';

interface Props {
  name: string;
  active: boolean;
  /** The saved state: the sign-out warning only matters when an active account is turned off. */
  wasActive: boolean;
  onChange: (active: boolean) => void;
}

/** Active / Inactive (isApproved). Deactivating ends every session of the person (docs/api/users.md). */
export function ActiveChoice({ name, active, wasActive, onChange }: Props) {
  return (
    <fieldset className="form-field active-choice">
      <legend className="form-field__label">
        <Trans>Status</Trans>
      </legend>
      <label className="active-choice__option">
        <input type="radio" name={name} checked={active} onChange={() => onChange(true)} />
        <Trans>Active</Trans>
      </label>
      <label className="active-choice__option">
        <input type="radio" name={name} checked={!active} onChange={() => onChange(false)} />
        <Trans>Inactive</Trans>
      </label>
      {wasActive && !active && (
        <p className="form-field__hint">
          <Trans>When you save, this person will be signed out on every device.</Trans>
        </p>
      )}
    </fieldset>
  );
}
