import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSubmit } from '../../../lib/crud/use-submit';
import { liaisonFormSchema, type LiaisonForm as LiaisonValues } from '../lib/form-schemas';
import { translateLocal } from '../../../lib/crud/server-messages';
import { saveLiaison, type Liaison, type Region } from '../lib/regions-api';
import { FormAlert } from '../../../components/crud/form-alert';
import { RegionSelect } from './region-select';

interface Props {
  liaison: Liaison | null;
  regions: Region[];
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits a homeless liaison; only the name is required (docs/api/content.md). */
export function LiaisonForm({ liaison, regions, onSaved, onCancel }: Props) {
  const { t, i18n } = useLingui();
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
  const form = useZodForm(liaisonFormSchema, initial);
  const submit = useSubmit();
  const field = (name: keyof typeof initial) => {
    const props = form.field(name);
    return { ...props, error: props.error && translateLocal(i18n, props.error) };
  };

  const onValid = async (values: LiaisonValues) => {
    const saved = await submit.run(
      () => saveLiaison(liaison?.id ?? null, values),
      liaison ? t`Liaison saved.` : t`Liaison added.`,
    );
    if (saved) onSaved();
  };

  return (
    <form noValidate className="content-admin__form" onSubmit={form.handleSubmit(onValid)}>
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
