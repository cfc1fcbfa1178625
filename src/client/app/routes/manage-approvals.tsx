import { ApprovalsScreen } from '../../features/manage-services/components/approvals-screen';

export function ManageApprovalsRoute() {
  return <ApprovalsScreen />;
}
