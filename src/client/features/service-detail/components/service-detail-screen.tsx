import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { markFirstContent } from '../../../lib/first-content';
import { usePageTitle } from '../../../lib/use-page-title';
import { syncCanDeliver, useSyncStatus } from '../../../sync/status';
import { useLocalService } from '../hooks/use-local-service';
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
 * bring the service, not that the service was not found; and the sync starts at once instead of
 * after the first-content fallback.
 */
export function ServiceDetailScreen({ serviceId, userId, homePath }: ServiceDetailScreenProps) {
  const read = useLocalService(serviceId);
  const canArrive = useSyncStatus(syncCanDeliver);
  const known = read !== undefined;
  useEffect(() => {
    if (known) markFirstContent();
  }, [known]);
  if (read === undefined) return <Loading />;
  if (read.service === null) {
    if (!read.synced && canArrive) return <Loading />;
    return <ServiceNotFound homePath={homePath} />;
  }
  return <ServiceDetail service={read.service} userId={userId} />;
}
