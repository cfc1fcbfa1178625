import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function ForgotPasswordRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Forgot your password?`} />;
}
