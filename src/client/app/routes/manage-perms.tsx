import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function ManagePermsRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Manage permissions`} />;
}
