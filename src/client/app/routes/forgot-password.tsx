import { ForgotPasswordScreen } from '@client/features/account/components/forgot-password-screen';

export function ForgotPasswordRoute() {
  return <ForgotPasswordScreen />;
}
