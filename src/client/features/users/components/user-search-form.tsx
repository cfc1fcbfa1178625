import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { ROLES, type Role } from '@shared/domain/enums';
import { SEARCH_TEXT_MAX } from '@shared/query/constants';
import { ROLE_LABELS } from '../lib/role-labels';

interface Props {
  q: string;
  onSearch: (q: string) => void;
  /** The role filter of /manage_users (§6 'Searches users by role'); absent elsewhere. */
  role?: { value: Role | ''; onChange: (role: Role | '') => void };
}

/** The search box ('email or name') and, on /manage_users, the role filter. */
export function UserSearchForm({ q, onSearch, role }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState(q);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form className="user-search" role="search" onSubmit={submit}>
      <div className="user-search__field">
        <label htmlFor={`${id}-q`} className="form-field__label">
          <Trans>Search by name or email</Trans>
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className="form-field__input"
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {role && (
        <div className="user-search__field">
          <label htmlFor={`${id}-role`} className="form-field__label">
            <Trans>Role</Trans>
          </label>
          <select
            id={`${id}-role`}
            className="form-field__input"
            value={role.value}
            onChange={(event) => role.onChange(event.target.value as Role | '')}
          >
            <option value="">{t`All roles`}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {i18n._(ROLE_LABELS[r])}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" className="button button--primary user-search__submit">
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
