import { useLingui } from '@lingui/react/macro';
import { useSessionStore } from '@client/lib/session-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { UpdateProfileForm } from './update-profile-form';
import { PushToggle } from './push-toggle';

/** /update_profile (login required; the guard sends guests to /login). */
export function UpdateProfileScreen() {
  const { t } = useLingui();
  const user = useSessionStore((state) => state.user);
  const title = t`Update Profile`;
  usePageTitle(title);

  return (
    <section className="page account">
      <h1 className="page__title">{title}</h1>
      {/* Keyed by id: a different account signing in on this tab starts from its own values. */}
      {user && <UpdateProfileForm key={user.id} user={user} />}
      {user && <PushToggle />}
    </section>
  );
}
