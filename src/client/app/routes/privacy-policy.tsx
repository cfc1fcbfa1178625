import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function PrivacyPolicyRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Privacy policy`} />;
}
