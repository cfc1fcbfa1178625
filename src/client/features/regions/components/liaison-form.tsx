import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { TextField } from '@client/components/ui/text-field';
import { FormFooter } from '@client/components/crud/form-footer';
import { useCrudForm } from '@client/lib/crud/use-crud-form';
import { liaisonFormSchema } from '../lib/form-schemas';
import { saveLiaison, type Liaison, type Region } from '../api';
import { RegionSelect } from './region-select';
import { queryKeys } from '@client/lib/query/query-keys';

interface Props {
  liaison: Liaison | null;
  regions: Region[];
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits a homeless liaison; only the name is required (docs/api/content.md). */
export function LiaisonForm({ liaison, regions, onSaved, onCancel }: Props) {
  const { t } = useLingui();
  const initial = useMemo(
    () => ({
      name: liaison?.name ?? '',
      organization: liaison?.organization ?? '',
      email: liaison?.email ?? '',
      phone: liaison?.phone ?? '',
      area: liaison?.area ?? '',
      regionId: liaison?.regionId ?? '',
      notes: liaison?.notes ?? '',
    }),
    [liaison],
  );
  const { field, submit, onSubmit } = useCrudForm({
    schema: liaisonFormSchema,
    initial,
    save: (values) => saveLiaison(liaison?.id ?? null, values),
    savedText: liaison ? t`Liaison saved.` : t`Liaison added.`,
    invalidates: [queryKeys.liaisons.all],
    onSaved,
  });

  return (
    <form noValidate className="content-admin__form" onSubmit={onSubmit}>
      <TextField {...field('name')} label={t`Name`} />
      <TextField {...field('organization')} label={t`Organization`} required={false} />
      <TextField
        {...field('email')}
        label={t`Email`}
        type="email"
        inputMode="email"
        required={false}
      />
      <TextField {...field('phone')} label={t`Phone`} type="tel" inputMode="tel" required={false} />
      <TextField {...field('area')} label={t`Area`} required={false} />
      <RegionSelect
        {...field('regionId')}
        label={t`Region`}
        regions={regions}
        noneLabel={t`No region`}
      />
      <TextField {...field('notes')} label={t`Notes`} multiline required={false} />
      <FormFooter failure={submit.failure} busy={submit.busy} onCancel={onCancel} />
    </form>
  );
}
