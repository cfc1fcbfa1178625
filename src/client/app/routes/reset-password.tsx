import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function ResetPasswordRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Choose a new password`} />;
}
