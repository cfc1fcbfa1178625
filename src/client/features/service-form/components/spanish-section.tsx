import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/ui/text-field';
import type { ServiceForm } from '../hooks/use-service-form';

/**
 * The Spanish texts, machine-translated by the server on save (product-spec §1), for review and
 * correction. Shown only when the service has some: a new service has none yet.
 */
export function SpanishSection({ form, critical }: { form: ServiceForm; critical: boolean }) {
  const { t } = useLingui();
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
      <TextField
        {...form.text('descriptionEs')}
        label={t`Description in Spanish`}
        multiline
        required={false}
      />
      <TextField {...form.text('ageEs')} label={t`Age group in Spanish`} required={false} />
      {critical && (
        <TextField
          {...form.text('criticalDescriptionEs')}
          label={t`Header description in Spanish`}
          required={false}
        />
      )}
    </section>
  );
}
