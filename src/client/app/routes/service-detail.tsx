import { useParams } from '@client/lib/router';
import { useSessionStore } from '@client/lib/session-store';
import { ServiceDetailScreen } from '@client/features/service-detail/components/service-detail-screen';
import { PATHS } from '@client/lib/paths';

export function ServiceDetailRoute() {
  const { id = '' } = useParams();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  // keyed by id: a draft typed for one service never shows up on another.
  return <ServiceDetailScreen key={id} serviceId={id} userId={userId} homePath={PATHS.home} />;
}
