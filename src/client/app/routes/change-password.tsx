import { ChangePasswordScreen } from '@client/features/account/components/change-password-screen';

export function ChangePasswordRoute() {
  return <ChangePasswordScreen />;
}
