import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@client/lib/router';
import { usePageTitle } from '@client/lib/use-page-title';
import { PATHS } from '@client/lib/paths';

export function NotFoundRoute() {
  const { t } = useLingui();
  const title = t`Page not found`;
  usePageTitle(title);
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">
        <Trans>
          We could not find this page. The address may be wrong, or the page may have moved.
        </Trans>
      </p>
      <Link to={PATHS.home} className="button button--primary">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}
