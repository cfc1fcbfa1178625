import { EditServiceScreen } from '../../features/service-form/components/service-form-screen';
import { useParams } from '../../lib/router';

export function EditServiceRoute() {
  const { id = '' } = useParams();
  return <EditServiceScreen serviceId={id} />;
}
