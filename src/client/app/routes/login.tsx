import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function LoginRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Log in or sign up`} />;
}
