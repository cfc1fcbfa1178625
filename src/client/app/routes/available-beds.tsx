import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function AvailableBedsRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Available beds`} />;
}
