import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@client/lib/router';

interface DeletionRequestStepProps {
  email: string | null;
  feedbackPath: string;
}

/** The first step of the policy: where to write, by email when the installation has an address. */
export function DeletionRequestStep({ email, feedbackPath }: DeletionRequestStepProps) {
  const { t } = useLingui();
  if (email) {
    const subject = encodeURIComponent(t`Delete my account`);
    return (
      <li>
        <Trans>
          Send an email to <a href={`mailto:${email}?subject=${subject}`}>{email}</a> from the
          address you use to sign in, and ask us to delete your account.
        </Trans>
      </li>
    );
  }
  return (
    <li>
      <Trans>
        Write to us with the <Link to={feedbackPath}>feedback form</Link>: enter the email address
        you use to sign in and ask us to delete your account. We answer by email.
      </Trans>
    </li>
  );
}
