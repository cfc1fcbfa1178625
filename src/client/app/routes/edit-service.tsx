import { EditServiceScreen } from '@client/features/service-form/components/service-form-screen';
import { useParams } from '@client/lib/router';

export function EditServiceRoute() {
  const { id = '' } = useParams();
  return <EditServiceScreen serviceId={id} />;
}
