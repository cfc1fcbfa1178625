import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function RegionsRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Regions`} />;
}
