import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function HomeRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Find help nearby`} />;
}
