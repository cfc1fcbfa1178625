import { Trans, useLingui } from '@lingui/react/macro';
import { generatePath, Link } from '@client/lib/router';
import { PATHS } from '@client/lib/paths';
import { mainRole, type ManagedUser } from '../api';
import { ROLE_LABELS } from '../lib/role-labels';

/** A user's name (linked to /users/{id}), email, role and status, as the lists show them. */
export function UserSummary({ user }: { user: ManagedUser }) {
  const { i18n } = useLingui();
  const name = user.displayName || user.email;
  return (
    <div className="user-summary">
      <Link className="user-summary__name" to={generatePath(PATHS.userDetail, { id: user.id })}>
        {name}
      </Link>
      <span className="user-summary__meta">{user.email}</span>
      <span className="user-summary__meta">
        {i18n._(ROLE_LABELS[mainRole(user)])} ·{' '}
        {user.isApproved ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
      </span>
    </div>
  );
}
