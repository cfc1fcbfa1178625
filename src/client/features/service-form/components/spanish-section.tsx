import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField } from '@client/components/ui/text-field';
import type { ServiceForm } from '../hooks/use-service-form';
import type { ServiceFormState, TextFieldName } from '../lib/form-state';
import { MachineNote } from './machine-note';
import { SpanishReview } from './spanish-review';

interface SpanishSectionProps {
  form: ServiceForm;
  critical: boolean;
  /** The loaded values: a machine text the person has not touched keeps its note. */
  initial: ServiceFormState;
  /** The service an administrator may mark as reviewed; null for anyone else. */
  reviewId: string | null;
}

/**
 * The Spanish texts, machine-translated by the server on save (docs/spec/product-spec.md §1), for review and
 * correction. Shown only when the service has some: a new service has none yet. Fields still
 * holding machine text say so (docs/translation.md).
 */
export function SpanishSection({ form, critical, initial, reviewId }: SpanishSectionProps) {
  const { t } = useLingui();
  const [machine, setMachine] = useState(initial.spanishMachine);
  const note = (name: TextFieldName) =>
    machine.includes(name) && form.state[name] === initial[name] ? <MachineNote /> : null;
  return (
    <section className="service-form__section">
      <h2 className="service-form__heading">{t`Spanish texts`}</h2>
      <p className="service-form__hint">
        {t`These were translated automatically. Please check them and correct them if needed.`}
      </p>
      <TextField
        {...form.text('serviceSummaryEs')}
        label={t`Service details in Spanish`}
        required={false}
      />
      {note('serviceSummaryEs')}
      <TextField
        {...form.text('descriptionEs')}
        label={t`Description in Spanish`}
        multiline
        required={false}
      />
      {note('descriptionEs')}
      <TextField {...form.text('ageEs')} label={t`Age group in Spanish`} required={false} />
      {note('ageEs')}
      {critical && (
        <>
          <TextField
            {...form.text('criticalDescriptionEs')}
            label={t`Header description in Spanish`}
            required={false}
          />
          {note('criticalDescriptionEs')}
        </>
      )}
      {reviewId && initial.spanishMachine.length > 0 && (
        <SpanishReview serviceId={reviewId} onReviewed={() => setMachine([])} />
      )}
    </section>
  );
}
