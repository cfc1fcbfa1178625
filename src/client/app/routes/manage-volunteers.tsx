import { ManageVolunteersScreen } from '../../features/users/components/manage-volunteers-screen';

export function ManageVolunteersRoute() {
  return <ManageVolunteersScreen />;
}
