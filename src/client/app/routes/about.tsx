import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function AboutRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`About Refugio`} />;
}
