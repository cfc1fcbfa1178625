import { useLingui } from '@lingui/react/macro';
import { SERVICE_TYPES } from '@shared/domain/enums';
import { matchesSubFilter, SUB_FILTERS } from '@shared/domain/sub-filters';
import { TextField } from '@client/components/ui/text-field';
import type { ServiceForm } from '../hooks/use-service-form';
import { SERVICE_TYPE_LABELS, SUB_FILTER_LABELS } from '@client/lib/service-labels';
import { toggleSummaryPhrase } from '../lib/summary-phrases';
import { CheckboxField } from './checkbox-field';
import { FieldGroup } from './field-group';
import { ShelterFields } from './shelter-fields';

/**
 * The service types, the home sub-filters each ticked type offers, and the service details
 * (serviceSummary), shown once a type is ticked (docs/spec/forms-and-messages.md D.1 'Service').
 */
export function TypeSection({ form, bedsAllowed }: { form: ServiceForm; bedsAllowed: boolean }) {
  const { t, i18n } = useLingui();
  const { type: types, serviceSummary } = form.state;
  const toggleType = (type: (typeof SERVICE_TYPES)[number], on: boolean) =>
    form.update({ type: on ? [...types, type] : types.filter((x) => x !== type) });
  return (
    <section className="service-form__section">
      <h2 className="service-form__heading">{t`Service`}</h2>
      <FieldGroup
        legend={t`Service types`}
        error={form.errorOf('type')}
        errorId={form.idOf('type-error')}
      >
        <div className="service-form__choices">
          {SERVICE_TYPES.map((type, index) => (
            <CheckboxField
              key={type}
              id={index === 0 ? form.idOf('type') : undefined}
              label={i18n._(SERVICE_TYPE_LABELS[type])}
              checked={types.includes(type)}
              onChange={(on) => toggleType(type, on)}
            />
          ))}
        </div>
      </FieldGroup>
      {SERVICE_TYPES.filter((type) => types.includes(type)).map((type) => {
        const typeName = i18n._(SERVICE_TYPE_LABELS[type]);
        return (
          <FieldGroup
            key={type}
            legend={t`Listed under (${typeName})`}
            errorId={form.idOf(`sub-${type}-error`)}
          >
            <div className="service-form__choices">
              {SUB_FILTERS[type].map((key) => (
                <CheckboxField
                  key={key}
                  label={i18n._(SUB_FILTER_LABELS[key])}
                  checked={matchesSubFilter(serviceSummary, key)}
                  onChange={(on) =>
                    form.update({ serviceSummary: toggleSummaryPhrase(serviceSummary, key, on) })
                  }
                />
              ))}
            </div>
          </FieldGroup>
        );
      })}
      {types.length > 0 && (
        <TextField
          {...form.text('serviceSummary')}
          label={t`Service details`}
          placeholder={t`Ex: Food Pantry, Emergency Shelter, HIV Test, Clothes, GED Training...`}
        />
      )}
      <ShelterFields form={form} bedsAllowed={bedsAllowed} />
    </section>
  );
}
