import { ManageVolunteersScreen } from '@client/features/users/components/manage-volunteers-screen';

export function ManageVolunteersRoute() {
  return <ManageVolunteersScreen />;
}
