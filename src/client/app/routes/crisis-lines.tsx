import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function CrisisLinesRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Crisis lines`} />;
}
