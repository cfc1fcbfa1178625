import { Trans } from '@lingui/react/macro';
import { usePageTitle } from '../../lib/use-page-title';

/** The placeholder every not-yet-built screen shows: its title and one sentence. */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">
        <Trans>This screen is coming soon.</Trans>
      </p>
    </section>
  );
}
