import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function AccountDeletionPolicyRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Account deletion policy`} />;
}
