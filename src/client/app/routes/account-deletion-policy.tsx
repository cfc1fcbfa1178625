import { AccountDeletionPolicy } from '../../features/static-pages/components/account-deletion-policy';
import { PATHS } from '../paths';

export function AccountDeletionPolicyRoute() {
  return <AccountDeletionPolicy feedbackPath={PATHS.feedback} />;
}
