import { AddServiceScreen } from '@client/features/service-form/components/service-form-screen';

export function AddServiceRoute() {
  return <AddServiceScreen />;
}
