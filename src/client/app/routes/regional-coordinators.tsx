import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function RegionalCoordinatorsRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Regional coordinators`} />;
}
