import { useLingui } from '@lingui/react/macro';
import { ROLES, type Role } from '@shared/domain/enums';
import { ROLE_LABELS } from '../lib/role-labels';

interface Props {
  id: string;
  value: Role;
  onChange: (role: Role) => void;
  /** Defaults to 'Role'; the perms list names the user. */
  label?: string;
  /** Hides the visible label (a table row has its own heading) but keeps it for screen readers. */
  hideLabel?: boolean;
  disabled?: boolean;
}

/** One of the seven roles of docs/spec/product-spec.md §3 (set-permission accepts every one). */
export function RoleSelect({ id, value, onChange, label, hideLabel, disabled }: Props) {
  const { t, i18n } = useLingui();
  return (
    <div className="form-field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-field__label'}>
        {label ?? t`Role`}
      </label>
      <select
        id={id}
        className="form-field__input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Role)}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {i18n._(ROLE_LABELS[role])}
          </option>
        ))}
      </select>
    </div>
  );
}
