import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function UserDetailRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`User details`} />;
}
