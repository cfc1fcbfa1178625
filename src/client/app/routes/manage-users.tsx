import { ManageUsersScreen } from '@client/features/users/components/manage-users-screen';

export function ManageUsersRoute() {
  return <ManageUsersScreen />;
}
