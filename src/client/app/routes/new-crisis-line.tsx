import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function NewCrisisLineRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`New crisis line`} />;
}
