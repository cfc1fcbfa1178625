import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useZodForm } from '../../../lib/use-zod-form';
import { TextField } from '../../../components/ui/text-field';
import { saveRegion, type Region } from '../lib/regions-api';
import { regionFormSchema, type RegionForm as RegionValues } from '../lib/form-schemas';
import { translateLocal } from '../../../lib/crud/server-messages';
import { useSubmit } from '../../../lib/crud/use-submit';
import { FormAlert } from '../../../components/crud/form-alert';

interface Props {
  region: Region | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits a region: name, description and its states as USPS codes. */
export function RegionForm({ region, onSaved, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const initial = useMemo(
    () => ({
      name: region?.name ?? '',
      description: region?.description ?? '',
      states: region?.states.join(', ') ?? '',
    }),
    [region],
  );
  const form = useZodForm(regionFormSchema, initial);
  const submit = useSubmit();
  const field = (name: keyof typeof initial) => {
    const props = form.field(name);
    return { ...props, error: props.error && translateLocal(i18n, props.error) };
  };

  const onValid = async (values: RegionValues) => {
    const saved = await submit.run(
      () => saveRegion(region?.id ?? null, values),
      region ? t`Region saved.` : t`Region added.`,
    );
    if (saved) onSaved();
  };

  return (
    <form noValidate className="content-admin__form" onSubmit={form.handleSubmit(onValid)}>
      <TextField {...field('name')} label={t`Name`} />
      <TextField {...field('description')} label={t`Description`} multiline required={false} />
      <TextField
        {...field('states')}
        label={t`States (two-letter codes, separated by commas, e.g. CO, WY)`}
        required={false}
      />
      <FormAlert text={submit.failure} />
      <div className="content-admin__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={submit.busy}>
          <Trans>Save</Trans>
        </button>
      </div>
    </form>
  );
}
