import { Trans, useLingui } from '@lingui/react/macro';
import { relativeTime } from '@client/lib/relative-time';
import { useNow } from '@client/lib/use-now';
import { usePageTitle } from '@client/lib/use-page-title';
import { useSessionStore } from '@client/lib/session-store';
import { useBedRows } from '../hooks/use-bed-rows';
import { useRefreshShelters } from '../hooks/use-refresh-shelters';
import { useSaveBeds } from '../hooks/use-save-beds';
import { useBedsRefresh } from '../store';
import { BedRow } from './bed-row';

/**
 * /available_beds (docs/spec/product-spec.md §2, §4 'Bed count'): the person's shelters from IndexedDB, so bed
 * counts can be updated in the field without a network; each change waits in the outbox.
 */
export function BedsScreen() {
  const { t, i18n } = useLingui();
  const title = t`Available beds`;
  usePageTitle(title);
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const token = useSessionStore((s) => s.token);
  const list = useBedRows(userId);
  const status = useBedsRefresh((s) => s.status);
  const save = useSaveBeds(userId);
  const now = useNow();
  const waitingOutsideMirror = list?.rows.filter((r) => r.pending && !r.inMirror).length ?? 0;
  useRefreshShelters(userId, token, waitingOutsideMirror);

  const refreshedAgo =
    list?.fetchedAt != null ? relativeTime(i18n.locale, list.fetchedAt, now) : null;

  return (
    <section className="page beds">
      <h1 className="page__title">{title}</h1>
      <div className="beds__status" role="status" aria-live="polite">
        {status === 'failed' && (
          <p className="beds__note">
            <Trans>Could not refresh the list. Showing the one saved on this device.</Trans>
          </p>
        )}
        {status === 'loading' && list?.rows.length === 0 && (
          <p className="beds__note">
            <Trans>Loading your shelters…</Trans>
          </p>
        )}
      </div>
      {refreshedAgo !== null && <p className="beds__note">{t`List refreshed ${refreshedAgo}`}</p>}
      {list && list.rows.length === 0 && status !== 'loading' && (
        <p className="page__lead">
          <Trans>You have no shelters to update.</Trans>
        </p>
      )}
      {list && list.rows.length > 0 && (
        <ul className="beds__list">
          {list.rows.map((row) => (
            <BedRow key={row.id} row={row} now={now} onSave={save} />
          ))}
        </ul>
      )}
    </section>
  );
}
