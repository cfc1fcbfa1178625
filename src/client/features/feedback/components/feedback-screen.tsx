import { useLingui } from '@lingui/react/macro';
import { AppFeedbackForm } from '@client/components/feedback/app-feedback-form';
import { usePageTitle } from '@client/lib/use-page-title';

/** /feedback (docs/spec/forms-and-messages.md D.3 'App feedback'); the form is shared with home's dialog. */
export function FeedbackScreen({ userId }: { userId: string | null }) {
  const { t } = useLingui();
  usePageTitle(t`Feedback`);
  return (
    <section className="page feedback-page">
      <h1 className="page__title">{t`Feedback`}</h1>
      <AppFeedbackForm userId={userId} />
    </section>
  );
}
