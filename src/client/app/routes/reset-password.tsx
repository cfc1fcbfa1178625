import { ResetPasswordScreen } from '../../features/account/components/reset-password-screen';

export function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
