import { Trans } from '@lingui/react/macro';
import { ListSkeleton } from '@client/components/ui/list-skeleton';

/**
 * Home while its list is on the way: grey cards where the first rows come (the same as index.html's
 * prerendered first screen), and under them, while the first sync fills an empty mirror, what is
 * happening. The status goes after the skeleton, never before it: nothing drawn earlier moves.
 */
export function HomeWaiting({ mirrorEmpty }: { mirrorEmpty: boolean }) {
  return (
    <div className="home__results" aria-busy="true">
      <ListSkeleton />
      {mirrorEmpty ? (
        <p className="home-status" role="status">
          <Trans>Loading services for offline use…</Trans>
        </p>
      ) : null}
    </div>
  );
}
