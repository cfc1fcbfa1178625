import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function EditCrisisLineRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Edit crisis line`} />;
}
