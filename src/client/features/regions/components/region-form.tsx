import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { TextField } from '@client/components/ui/text-field';
import { FormFooter } from '@client/components/crud/form-footer';
import { useCrudForm } from '@client/lib/crud/use-crud-form';
import { saveRegion, type Region } from '../api';
import { regionFormSchema } from '../lib/form-schemas';
import { queryKeys } from '@client/lib/query/query-keys';

interface Props {
  region: Region | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits a region: name, description and its states as USPS codes. */
export function RegionForm({ region, onSaved, onCancel }: Props) {
  const { t } = useLingui();
  const initial = useMemo(
    () => ({
      name: region?.name ?? '',
      description: region?.description ?? '',
      states: region?.states.join(', ') ?? '',
    }),
    [region],
  );
  const { field, submit, onSubmit } = useCrudForm({
    schema: regionFormSchema,
    initial,
    save: (values) => saveRegion(region?.id ?? null, values),
    savedText: region ? t`Region saved.` : t`Region added.`,
    invalidates: [queryKeys.regions.all],
    onSaved,
  });

  return (
    <form noValidate className="content-admin__form" onSubmit={onSubmit}>
      <TextField {...field('name')} label={t`Name`} />
      <TextField {...field('description')} label={t`Description`} multiline required={false} />
      <TextField
        {...field('states')}
        label={t`States (two-letter codes, separated by commas, e.g. CO, WY)`}
        required={false}
      />
      <FormFooter failure={submit.failure} busy={submit.busy} onCancel={onCancel} />
    </form>
  );
}
