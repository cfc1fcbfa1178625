import { Trans, useLingui } from '@lingui/react/macro';
import type { ManagedUser } from '../api';

/** The read-only part of the record (docs/spec/forms-and-messages.md 'User edit'): email, method and dates. */
export function UserFacts({ user }: { user: ManagedUser }) {
  const { t, i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const when = (iso: string | null) => (iso ? format.format(new Date(iso)) : t`Never`);

  return (
    <dl className="user-facts">
      <dt>
        <Trans>Email</Trans>
      </dt>
      <dd>{user.email}</dd>
      <dt>
        <Trans>Created at</Trans>
      </dt>
      <dd>{when(user.createdAt)}</dd>
      <dt>
        <Trans>Last login method</Trans>
      </dt>
      <dd>{user.lastMethod}</dd>
      <dt>
        <Trans>Last login at</Trans>
      </dt>
      <dd>{when(user.lastSignedIn)}</dd>
      <dt>
        <Trans>Last updated at</Trans>
      </dt>
      <dd>{when(user.updatedAt)}</dd>
    </dl>
  );
}
