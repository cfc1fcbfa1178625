import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { usePageTitle } from '@client/lib/use-page-title';

/** A screen's code failed to load or render: say so in the person's language and offer a reload. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useLingui();
  usePageTitle(t`Something went wrong`);
  useEffect(() => {
    console.error('A screen failed to load or render', error);
  }, [error]);
  return (
    <section className="page" role="alert">
      <h1 className="page__title">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="page__lead">
        <Trans>This screen could not be shown. Reloading often helps.</Trans>
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        <Trans>Reload</Trans>
      </button>
    </section>
  );
}
