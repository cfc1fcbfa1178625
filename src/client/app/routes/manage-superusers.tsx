import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function ManageSuperusersRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Manage super users`} />;
}
