import { ManageUsersScreen } from '../../features/users/components/manage-users-screen';

export function ManageUsersRoute() {
  return <ManageUsersScreen />;
}
