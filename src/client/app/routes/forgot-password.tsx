import { ForgotPasswordScreen } from '../../features/account/components/forgot-password-screen';

export function ForgotPasswordRoute() {
  return <ForgotPasswordScreen />;
}
