import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@client/lib/use-page-title';
import { contactEmail } from '../lib/contact-email';
import { DeletionRequestStep } from './deletion-request-step';

/**
 * docs/spec/product-spec.md §2 /account-deletion-policy: app text, not mirrored content, because a first-time
 * visitor may open it before anything has been synced.
 */
export function AccountDeletionPolicy({ feedbackPath }: { feedbackPath: string }) {
  const { t } = useLingui();
  const title = t`Account deletion policy`;
  usePageTitle(title);
  return (
    <article className="page static-page">
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">
        <Trans>
          You can ask us at any time to delete your Refugio account and the data linked to it.
        </Trans>
      </p>
      <div className="static-page__content">
        <h2>
          <Trans>How to ask</Trans>
        </h2>
        <ol>
          <DeletionRequestStep email={contactEmail()} feedbackPath={feedbackPath} />
          <li>
            <Trans>
              We reply within 3 business days to confirm that the request comes from you.
            </Trans>
          </li>
          <li>
            <Trans>We delete your data within 3 days after you confirm.</Trans>
          </li>
        </ol>
        <h2>
          <Trans>Data we delete</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Your account: email address, name, phone number and password.</Trans>
          </li>
          <li>
            <Trans>Your profile, your roles and your sign-in history.</Trans>
          </li>
          <li>
            <Trans>The favorites saved with your account.</Trans>
          </li>
          <li>
            <Trans>The feedback and messages you wrote.</Trans>
          </li>
        </ul>
        <h2>
          <Trans>Data we may keep</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Services you added: they stay listed for the people who rely on them, and an
              administrator takes over managing them.
            </Trans>
          </li>
          <li>
            <Trans>Logs that no longer name you, kept for security.</Trans>
          </li>
          <li>
            <Trans>What the law requires us to keep, and only for as long as it requires.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Favorites and kudos kept on this device stay on it until you clear this site’s data in
            your browser.
          </Trans>
        </p>
      </div>
    </article>
  );
}
