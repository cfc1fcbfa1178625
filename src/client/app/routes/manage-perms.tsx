import { ManagePermsScreen } from '../../features/users/components/manage-perms-screen';

export function ManagePermsRoute() {
  return <ManagePermsScreen />;
}
