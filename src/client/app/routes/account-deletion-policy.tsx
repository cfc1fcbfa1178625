import { AccountDeletionPolicy } from '@client/features/static-pages/components/account-deletion-policy';
import { PATHS } from '@client/lib/paths';

export function AccountDeletionPolicyRoute() {
  return <AccountDeletionPolicy feedbackPath={PATHS.feedback} />;
}
