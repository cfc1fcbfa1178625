import { PermissionSwitchScreen } from '@client/features/users/components/permission-switch-screen';

export function ManageAccessRoute() {
  return <PermissionSwitchScreen permission="ADMINISTRATOR" />;
}
