import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@client/lib/use-page-title';
import { useSyncStatus } from '@client/sync/status';
import { useCrisisLines } from '../hooks/use-crisis-lines';
import { CrisisLineItem, type CrisisLineAdminAccess } from './crisis-line-item';

interface CrisisLinesScreenProps {
  /**
   * Given by the route for a signed-in administrator (roles include ADMINISTRATOR), null for
   * everyone else: this feature does not read the session or know the route table.
   */
  admin?: CrisisLineAdminAccess | null;
}

/** What an empty directory means: still filling, waiting for a network, or really empty. */
function EmptyState() {
  const { online, lastSyncAt } = useSyncStatus();
  if (lastSyncAt !== null)
    return (
      <p className="page__lead">
        <Trans>No crisis lines have been added yet.</Trans>
      </p>
    );
  return (
    <p className="page__lead" role="status">
      {online ? (
        <Trans>Saving crisis lines for offline use…</Trans>
      ) : (
        <Trans>Crisis lines will appear here once this device has connected to the internet.</Trans>
      )}
    </p>
  );
}

/** /crisis_lines: the directory from the offline mirror (docs/spec/product-spec.md §2), readable offline. */
export function CrisisLinesScreen({ admin = null }: CrisisLinesScreenProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { t, i18n } = useLingui();
  usePageTitle(t`Crisis lines`);
  const lines = useCrisisLines(i18n.locale);
  return (
    <section className="page crisis-lines">
      <h1 ref={titleRef} className="page__title" tabIndex={-1}>
        {t`Crisis lines`}
      </h1>
      <p className="crisis-lines__emergency">
        <Trans>
          If this is an emergency, call <a href="tel:911">911</a>.
        </Trans>
      </p>
      {lines === undefined ? (
        <p className="route-fallback" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : lines.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="crisis-lines__list">
          {lines.map((line) => (
            <CrisisLineItem
              key={line.id}
              line={line}
              locale={i18n.locale}
              admin={admin}
              // The deleted line took the focused button with it: keyboard users restart at the top.
              onDeleted={() => titleRef.current?.focus()}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
