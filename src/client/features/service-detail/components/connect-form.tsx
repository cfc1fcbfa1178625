import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatLngLat } from '@shared/query/coordinate';
import { connectFormSchema, type ConnectForm as ConnectFields } from '@shared/validation/feedback';
import { maskPhone } from '@shared/validation/phone-mask';
import { TextField } from '@client/components/ui/text-field';
import { useLocationStore } from '@client/lib/location-store';
import { useZodForm } from '@client/lib/use-zod-form';
import { useSendServiceFeedback } from '../hooks/use-send-service-feedback';
import { feedbackSubject } from '../lib/feedback-subject';
import { FormActions, type ServiceFeedbackFormProps } from './form-actions';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/** 'Connect with this Service?' (docs/spec/forms-and-messages.md D.3): name, email, phone and message. */
export function ConnectForm({
  serviceId,
  serviceName,
  userId,
  onDone,
  onCancel,
}: ServiceFeedbackFormProps) {
  const { t } = useLingui();
  const location = useLocationStore((state) => state.location);
  const [addLocation, setAddLocation] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useZodForm(connectFormSchema, EMPTY);
  const send = useSendServiceFeedback(userId);

  const onValid = async ({ name, email, phone, message }: ConnectFields) => {
    const where: Record<string, string> =
      addLocation && location ? { coordinates: formatLngLat(location) } : {};
    const subject = feedbackSubject(serviceName);
    setBusy(true);
    const queued = await send({
      service: serviceId,
      subject,
      name,
      email,
      phone,
      message,
      ...where,
    });
    setBusy(false);
    if (!queued) return;
    form.reset();
    setAddLocation(false);
    onDone();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField {...form.field('name')} label={t`Name`} placeholder="mark" autoComplete="name" />
      <TextField
        {...form.field('email')}
        label={t`Email`}
        type="email"
        placeholder="mark@gmail.com"
        autoComplete="email"
      />
      <TextField
        {...form.field('phone')}
        label={t`Phone`}
        type="tel"
        placeholder="(303) 555-0100"
        autoComplete="tel"
        maxLength={14}
        onChange={(value) => form.setValue('phone', maskPhone(value))}
      />
      <TextField {...form.field('message')} label={t`Message`} multiline />
      {location && (
        <div className="checkbox-field">
          <input
            id={form.idOf('location')}
            type="checkbox"
            checked={addLocation}
            onChange={(event) => setAddLocation(event.target.checked)}
          />
          <label htmlFor={form.idOf('location')}>
            <Trans>Add your location</Trans>
          </label>
        </div>
      )}
      <FormActions onCancel={onCancel} busy={busy} />
    </form>
  );
}
