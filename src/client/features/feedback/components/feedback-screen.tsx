import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { appFeedbackSchema, type AppFeedbackBody } from '../../../../shared/validation/feedback';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../lib/toast-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAttachment } from '../hooks/use-attachment';
import { toQueuedFile } from '../lib/attachment';
import { queueAppFeedback } from '../lib/queue-app-feedback';
import { AttachmentField } from './attachment-field';

const EMPTY = { email: '', subject: '', message: '' };

/** /feedback (forms-and-messages D.3 'App feedback'), queued in the outbox so it works offline. */
export function FeedbackScreen({ userId }: { userId: string | null }) {
  const { t } = useLingui();
  usePageTitle(t`Feedback`);
  const form = useZodForm(appFeedbackSchema, EMPTY);
  const attachment = useAttachment();
  const [busy, setBusy] = useState(false);
  const attachmentError =
    attachment.problem === 'type'
      ? t`Please choose an image (PNG, JPEG, WebP or GIF) or a PDF.`
      : attachment.problem === 'size'
        ? t`The attachment must be at most 5 MB.`
        : undefined;

  const onValid = async ({ email, subject, message }: AppFeedbackBody) => {
    if (attachment.problem) {
      form.focus('attachment');
      return;
    }
    setBusy(true);
    try {
      const files = attachment.file ? [await toQueuedFile(attachment.file)] : [];
      const state = await queueAppFeedback({ email, subject, message }, files, userId);
      showToast(
        state === 'online'
          ? t`Feedback Sent Successfully`
          : t`Saved. Your feedback will be sent when you are back online.`,
      );
      form.reset();
      attachment.clear();
    } catch (failure) {
      console.error('Could not queue an app feedback', failure);
      showToast(t`Your feedback could not be saved on this device. Please try again.`, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page feedback-page">
      <h1 className="page__title">{t`Feedback`}</h1>
      <form className="feedback-form" noValidate onSubmit={form.handleSubmit(onValid)}>
        <TextField
          {...form.field('email')}
          label={t`Email`}
          type="email"
          placeholder="mark@gmail.com"
          autoComplete="email"
        />
        <TextField {...form.field('subject')} label={t`Subject`} placeholder={t`Subject`} />
        <TextField {...form.field('message')} label={t`Message`} multiline />
        <AttachmentField
          id={form.idOf('attachment')}
          file={attachment.file}
          onChange={attachment.choose}
          error={attachmentError}
          resetKey={attachment.resetKey}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          <Trans>Send Feedback</Trans>
        </button>
      </form>
    </section>
  );
}
