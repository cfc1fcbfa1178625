import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function ChangePasswordRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Change password`} />;
}
