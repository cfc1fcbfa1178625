import { PermissionSwitchScreen } from '../../features/users/components/permission-switch-screen';

export function ManageAccessRoute() {
  return <PermissionSwitchScreen permission="ADMINISTRATOR" />;
}
