import { useParams } from '../../lib/router';
import { useSessionStore } from '../../lib/session-store';
import { ServiceDetailScreen } from '../../features/service-detail/components/service-detail-screen';
import { PATHS } from '../paths';

export function ServiceDetailRoute() {
  const { id = '' } = useParams();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  // keyed by id: a draft typed for one service never shows up on another.
  return <ServiceDetailScreen key={id} serviceId={id} userId={userId} homePath={PATHS.home} />;
}
