import { Trans, useLingui } from '@lingui/react/macro';
import { descriptionCharsLeft } from '@shared/validation/text';
import { TextField } from '@client/components/ui/text-field';
import type { ServiceForm } from '../hooks/use-service-form';

/** Name and description (docs/spec/forms-and-messages.md D.1 'Name'), with the characters left (§9: 1000). */
export function BasicsSection({ form }: { form: ServiceForm }) {
  const { t } = useLingui();
  const left = descriptionCharsLeft(form.state.description);
  return (
    <section className="service-form__section">
      <h2 className="service-form__heading">
        <Trans>Name</Trans>
      </h2>
      <TextField
        {...form.text('name')}
        label={t`Community service name`}
        placeholder={t`Ex: Non-Profit Name`}
      />
      <TextField
        {...form.text('description')}
        label={t`Description`}
        placeholder={t`Description in less than 1000 characters.`}
        multiline
      />
      <p
        className={`service-form__counter${left < 0 ? ' service-form__counter--over' : ''}`}
        aria-live="polite"
      >
        <Trans>{left} characters left</Trans>
      </p>
    </section>
  );
}
