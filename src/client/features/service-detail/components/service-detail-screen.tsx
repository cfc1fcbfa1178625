import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../../lib/use-page-title';
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

/** /services/:id, read from the offline mirror only. */
export function ServiceDetailScreen({ serviceId, userId, homePath }: ServiceDetailScreenProps) {
  const service = useLocalService(serviceId);
  if (service === undefined) return <Loading />;
  if (service === null) return <ServiceNotFound homePath={homePath} />;
  return <ServiceDetail service={service} userId={userId} />;
}
