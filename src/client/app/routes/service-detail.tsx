import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function ServiceDetailRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Service details`} />;
}
