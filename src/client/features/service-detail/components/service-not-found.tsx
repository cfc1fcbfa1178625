import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@client/lib/router';
import { usePageTitle } from '@client/lib/use-page-title';

/** A service the mirror does not hold: removed or hidden since, or not synced to this device yet. */
export function ServiceNotFound({ homePath }: { homePath: string }) {
  const { t } = useLingui();
  usePageTitle(t`Service not found`);
  return (
    <section className="page">
      <h1 className="page__title">{t`Service not found`}</h1>
      <p className="page__lead">
        <Trans>
          This service is not saved on this device. It may have been removed, or it has not been
          synced yet.
        </Trans>
      </p>
      <Link to={homePath} className="button button--primary">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}
