import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function ManageApprovalsRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Manage approvals`} />;
}
