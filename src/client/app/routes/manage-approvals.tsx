import { ApprovalsScreen } from '@client/features/manage-services/components/approvals-screen';

export function ManageApprovalsRoute() {
  return <ApprovalsScreen />;
}
