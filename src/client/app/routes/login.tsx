import { LoginScreen } from '@client/features/account/components/login-screen';

export function LoginRoute() {
  return <LoginScreen />;
}
