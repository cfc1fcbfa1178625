import { useLingui } from '@lingui/react/macro';
import { TextField } from '@client/components/ui/text-field';
import type { ServiceForm } from '../hooks/use-service-form';
import { CheckboxField } from './checkbox-field';

/** Flag, donate and the owner (administrators only, docs/spec/product-spec.md §6, docs/spec/forms-and-messages.md D.1). */
export function AdminSection({ form }: { form: ServiceForm }) {
  const { t } = useLingui();
  return (
    <section className="service-form__section">
      <h2 className="service-form__heading">{t`Administration`}</h2>
      <CheckboxField
        id={form.idOf('isShowFlag')}
        label={t`Show Flag`}
        checked={form.state.isShowFlag}
        onChange={(on) => form.update({ isShowFlag: on })}
      />
      <CheckboxField
        id={form.idOf('isShowDonate')}
        label={t`Show Donate`}
        checked={form.state.isShowDonate}
        onChange={(on) => form.update({ isShowDonate: on })}
      />
      <TextField
        {...form.text('userEmail')}
        label={t`Owned by (email)`}
        type="email"
        inputMode="email"
        placeholder="name@your-nonprofit.org"
        required={false}
      />
    </section>
  );
}
