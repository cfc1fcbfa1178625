import { ChangePasswordScreen } from '../../features/account/components/change-password-screen';

export function ChangePasswordRoute() {
  return <ChangePasswordScreen />;
}
