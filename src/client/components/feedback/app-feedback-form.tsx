import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { appFeedbackSchema, type AppFeedbackBody } from '@shared/validation/feedback';
import { showLocalWriteError } from '@client/lib/local-write-error';
import { showToast } from '@client/lib/toast-store';
import { useZodForm } from '@client/lib/use-zod-form';
import { TextField } from '../ui/text-field';
import { AttachmentField } from './attachment-field';
import { toQueuedFile } from './attachment';
import { queueAppFeedback } from '@client/sync/queue-feedback';
import { useAttachment } from './use-attachment';

const EMPTY = { email: '', subject: '', message: '' };

interface Props {
  userId: string | null;
  /** Called once the feedback is queued and the fields are cleared (a dialog closes then). */
  onSent?: () => void;
}

/**
 * The app feedback form (docs/spec/forms-and-messages.md 'App feedback'), queued in the outbox so it works
 * offline. Shared by /feedback and the home feedback dialog, so both send and word it the same.
 */
export function AppFeedbackForm({ userId, onSent }: Props) {
  const { t, i18n } = useLingui();
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
      onSent?.();
    } catch (failure) {
      console.error('Could not queue an app feedback', failure);
      showLocalWriteError(
        i18n,
        failure,
        t`Your feedback could not be saved on this device. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
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
  );
}
