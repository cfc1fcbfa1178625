import { Trans, useLingui } from '@lingui/react/macro';
import { relativeTime } from '@client/lib/relative-time';
import { useNow } from '@client/lib/use-now';
import { useSyncStatus } from '@client/sync/status';

/**
 * When this device last saved the listings (docs/screens.md "Side menu"), always at hand in the menu: the
 * banner says it only offline or after a problem, where it matters most, to keep home quiet.
 */
export function LastSyncNote() {
  const { t, i18n } = useLingui();
  const lastSyncAt = useSyncStatus((s) => s.lastSyncAt);
  const now = useNow();
  const ago = lastSyncAt === null ? null : relativeTime(i18n.locale, lastSyncAt, now);
  return (
    <p className="side-menu__sync-note">
      {ago === null ? (
        <Trans>The listings are not saved on this device yet.</Trans>
      ) : (
        t`Listings saved on this device, updated ${ago}.`
      )}
    </p>
  );
}
