import { PermissionSwitchScreen } from '@client/features/users/components/permission-switch-screen';

export function ManageSuperusersRoute() {
  return <PermissionSwitchScreen permission="SUPER USER" />;
}
