import { useLingui } from '@lingui/react/macro';
import { TextField } from '@client/components/ui/text-field';
import type { ServiceForm } from '../hooks/use-service-form';
import { CheckboxField } from './checkbox-field';

/**
 * Shelter beds (only for a shelter), low barrier and pets. Volunteers set neither beds nor low
 * barrier (docs/spec/product-spec.md §6); the schema would drop them anyway.
 */
export function ShelterFields({ form, bedsAllowed }: { form: ServiceForm; bedsAllowed: boolean }) {
  const { t } = useLingui();
  const shelter = form.state.type.includes('SHELTER');
  return (
    <>
      {shelter && bedsAllowed && (
        <div className="service-form__row">
          <TextField
            {...form.text('totalBeds')}
            label={t`Total beds`}
            type="number"
            placeholder={t`1 or more`}
          />
          <TextField
            {...form.text('availableBeds')}
            label={t`Available beds`}
            type="number"
            placeholder={t`0 or more`}
            required={false}
          />
        </div>
      )}
      {bedsAllowed && (
        <CheckboxField
          id={form.idOf('isLowBarrier')}
          label={t`Low barrier`}
          checked={form.state.isLowBarrier}
          onChange={(on) => form.update({ isLowBarrier: on })}
        />
      )}
      <CheckboxField
        id={form.idOf('isAllowedPet')}
        label={t`Pets allowed`}
        checked={form.state.isAllowedPet}
        onChange={(on) => form.update({ isAllowedPet: on })}
      />
    </>
  );
}
