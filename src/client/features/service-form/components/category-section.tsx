import { useLingui } from '@lingui/react/macro';
import { CATEGORIES } from '@shared/domain/enums';
import { toggleCategory } from '@shared/validation/categories';
import { TextField } from '@client/components/ui/text-field';
import type { ServiceForm } from '../hooks/use-service-form';
import { CATEGORY_LABELS } from '../lib/labels';
import { CheckboxField } from './checkbox-field';
import { FieldGroup } from './field-group';

/**
 * Who the service is for, with the ALL rule of docs/spec/product-spec.md §5 (toggleCategory), and the age group.
 */
export function CategorySection({ form }: { form: ServiceForm }) {
  const { t, i18n } = useLingui();
  const chosen = form.state.category;
  return (
    <section className="service-form__section">
      <h2 className="service-form__heading">{t`Category`}</h2>
      <FieldGroup
        legend={t`Who is this service for?`}
        error={form.errorOf('category')}
        errorId={form.idOf('category-error')}
      >
        <div className="service-form__choices">
          {CATEGORIES.map((category, index) => (
            <CheckboxField
              key={category}
              id={index === 0 ? form.idOf('category') : undefined}
              label={i18n._(CATEGORY_LABELS[category])}
              checked={chosen.includes(category)}
              onChange={(on) => form.update({ category: toggleCategory(chosen, category, on) })}
            />
          ))}
        </div>
      </FieldGroup>
      <TextField
        {...form.text('age')}
        label={t`Age group`}
        placeholder={t`Ex: 18+, 17-21, 24 & under, All Ages, ...`}
        required={false}
      />
    </section>
  );
}
