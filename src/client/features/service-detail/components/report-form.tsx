import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { reportFormSchema, type ReportForm as ReportFields } from '@shared/validation/feedback';
import { TextField } from '@client/components/ui/text-field';
import { useZodForm } from '@client/lib/use-zod-form';
import { useSendServiceFeedback } from '../hooks/use-send-service-feedback';
import { feedbackSubject } from '../lib/feedback-subject';
import { FormActions, type ServiceFeedbackFormProps } from './form-actions';

const EMPTY = { email: '', message: '' };

/** 'Report incorrect Info or Claim this Service?' (docs/spec/forms-and-messages.md D.3): email and message. */
export function ReportForm({
  serviceId,
  serviceName,
  userId,
  onDone,
  onCancel,
}: ServiceFeedbackFormProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const form = useZodForm(reportFormSchema, EMPTY);
  const send = useSendServiceFeedback(userId);

  const onValid = async ({ email, message }: ReportFields) => {
    setBusy(true);
    const subject = feedbackSubject(serviceName);
    const queued = await send({ service: serviceId, subject, email, message });
    setBusy(false);
    if (!queued) return;
    form.reset();
    onDone();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField
        {...form.field('email')}
        label={t`Email`}
        type="email"
        placeholder="mark@gmail.com"
        autoComplete="email"
      />
      <TextField {...form.field('message')} label={t`Message`} multiline />
      <FormActions onCancel={onCancel} busy={busy} />
    </form>
  );
}
