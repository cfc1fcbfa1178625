import { ManagePermsScreen } from '@client/features/users/components/manage-perms-screen';

export function ManagePermsRoute() {
  return <ManagePermsScreen />;
}
