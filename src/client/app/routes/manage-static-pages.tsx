import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function ManageStaticPagesRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Static pages`} />;
}
