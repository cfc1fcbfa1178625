import { ResetPasswordScreen } from '@client/features/account/components/reset-password-screen';

export function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
