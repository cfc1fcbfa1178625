import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { markFirstContent } from '@client/lib/first-content';
import { usePageTitle } from '@client/lib/use-page-title';
import type { LocalService } from '@client/db/database';
import type { ServiceRecord } from '@shared/api/service';
import { syncCanDeliver, useSyncStatus } from '@client/sync/status';
import { useLocalService, type LocalServiceRead } from '../hooks/use-local-service';
import { servedService } from '../lib/served-service';
import { ServiceDetail } from './service-detail';
import { ServiceNotFound } from './service-not-found';

interface ServiceDetailScreenProps {
  serviceId: string;
  userId: string | null;
  /** Passed in so this feature does not know the route table. */
  homePath: string;
}

function Loading() {
  const { t } = useLingui();
  usePageTitle(t`Service details`);
  return (
    <section className="page">
      <h1 className="page__title">{t`Service details`}</h1>
      <p className="route-fallback" role="status">
        <Trans>Loading…</Trans>
      </p>
    </section>
  );
}

/**
 * /services/:id, read from the offline mirror only. A link opened on a device whose mirror was
 * never synced (a shared link, a first visit) says it is loading while the first sync can still
 * bring the service, not that the service was not found. The service's own record is fetched
 * into the mirror first (sync/service-ahead.ts), so it shows without waiting for the sync's
 * engine, worker and first page of changes; the sync then starts once the service is drawn, or
 * at once when that record did not come (offline, not public), not after the first-content
 * fallback. A page the server sent with the service in it (a first visit's shared link) carries
 * its record: the first render draws it, as the server did, and it is stored ahead by the same
 * rule instead of fetched (never over a record the mirror holds).
 */
export function ServiceDetailScreen({ serviceId, userId, homePath }: ServiceDetailScreenProps) {
  const [served] = useState(() => servedService(serviceId));
  const read = useLocalService(serviceId);
  const canArrive = useSyncStatus(syncCanDeliver);
  const awaited =
    read !== undefined && read.service === null && (served !== null || (!read.synced && canArrive));
  const [triedAhead, setTriedAhead] = useState<string | null>(null);
  useEffect(() => {
    if (!awaited) return;
    let current = true;
    // Loaded now, and run by the sync worker: it checks the record with the API's schema (zod),
    // which a first visit's main thread need not evaluate (sync/ahead-job.ts).
    void import('@client/sync/ahead-job')
      .then(({ storeAhead }) => storeAhead(serviceId, served))
      .catch(() => false)
      .then(() => current && setTriedAhead(serviceId));
    return () => {
      current = false;
    };
  }, [awaited, served, serviceId]);
  const pending = awaited && triedAhead !== serviceId;
  const service = useDrawnService(read, served, pending);
  const shown = read !== undefined && !pending;
  useEffect(() => {
    if (shown) markFirstContent();
  }, [shown]);
  if (service === null && read === undefined) return <Loading />;
  if (service === null) {
    if (read === undefined || (!read.synced && canArrive)) return <Loading />;
    return <ServiceNotFound homePath={homePath} />;
  }
  return <ServiceDetail service={service} userId={userId} />;
}

/**
 * The service to draw: the mirror's row, or, while the mirror is read, while the served record
 * is being stored ahead, or while no sync has finished yet, the last row drawn (at first the
 * record the server sent in the page, if any).
 * A first sync may leave the mirror without a row it had for a moment (the snapshot empties the
 * services tables before the deltas after it bring back a record fetched ahead, docs/sync.md
 * "Snapshot"); drawing Loading then would unmount the detail and, with it, an open dialog and
 * the draft typed in it (docs/screens.md "A draft outlives the sync"). Once a sync has finished,
 * a missing row is really gone.
 */
function useDrawnService(
  read: LocalServiceRead | undefined,
  served: ServiceRecord | null,
  pending: boolean,
): LocalService | null {
  const [drawn, setDrawn] = useState<LocalService | null>(served);
  const current = read?.service ?? null;
  // Remembered during the render (React's pattern for state that follows props), not after it.
  if (current !== null && current !== drawn) setDrawn(current);
  if (current !== null) return current;
  if (read === undefined || pending || !read.synced) return drawn;
  return null;
}
