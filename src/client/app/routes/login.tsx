import { LoginScreen } from '../../features/account/components/login-screen';

export function LoginRoute() {
  return <LoginScreen />;
}
