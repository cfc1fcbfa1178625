import { ManageServicesScreen } from '@client/features/manage-services/components/manage-services-screen';

export function ManageServicesRoute() {
  return <ManageServicesScreen />;
}
