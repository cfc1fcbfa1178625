import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AREA_MAX } from '@shared/query/constants';
import { TextField } from '@client/components/ui/text-field';
import { ApiError, NetworkError } from '@client/lib/api-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { errorText } from '@client/lib/error-text';
import {
  crisisLineFormSchema,
  saveCrisisLine,
  type CrisisLineFormBody,
} from '../lib/save-crisis-line';

export type CrisisLineFormValues = {
  name: string;
  description: string;
  descriptionEs: string;
  phone: string;
  text: string;
  chatWebLink: string;
  website: string;
  area: string;
  time: string;
  hoursEs: string;
};

interface CrisisLineFormProps {
  /** The line being edited; null for a new one. */
  lineId: string | null;
  initial: CrisisLineFormValues;
  onSaved: () => void;
}

/** The crisis line form (docs/spec/forms-and-messages.md 'Crisis line'; docs/spec/product-spec.md §5). */
export function CrisisLineForm({ lineId, initial, onSaved }: CrisisLineFormProps) {
  const { t, i18n } = useLingui();
  const form = useZodForm(crisisLineFormSchema, initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onValid = async (body: CrisisLineFormBody) => {
    setBusy(true);
    setFailure(null);
    try {
      await saveCrisisLine(body, lineId);
      onSaved();
    } catch (error) {
      console.error('Could not save a crisis line', error);
      setFailure(
        error instanceof NetworkError || error instanceof ApiError
          ? errorText(i18n, error)
          : t`The crisis line could not be saved. Please try again.`,
      );
      setBusy(false);
    }
  };

  return (
    <form className="crisis-line-form" noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField
        {...form.field('name')}
        label={t`Crisis line name`}
        placeholder={t`Ex: Domestic Violence Hotline`}
      />
      <TextField
        {...form.field('description')}
        label={t`Description`}
        placeholder={t`Description in less than 1000 characters.`}
        multiline
      />
      <TextField
        {...form.field('descriptionEs')}
        label={t`Description in Spanish`}
        multiline
        required={false}
      />
      <TextField
        {...form.field('phone')}
        label={t`Phone`}
        type="tel"
        inputMode="tel"
        placeholder="(303) 555-0100"
      />
      <TextField
        {...form.field('text')}
        label={t`Text`}
        placeholder={t`Text number`}
        inputMode="tel"
        required={false}
      />
      <TextField
        {...form.field('chatWebLink')}
        label={t`Chat web link`}
        placeholder="www.abc.org/chatlink"
        required={false}
      />
      <TextField
        {...form.field('website')}
        label={t`Website`}
        placeholder="www.abc.org"
        required={false}
      />
      <TextField {...form.field('area')} label={t`Area`} placeholder="USA" maxLength={AREA_MAX} />
      <TextField {...form.field('time')} label={t`Hours`} placeholder="24/7" />
      <TextField {...form.field('hoursEs')} label={t`Hours in Spanish`} required={false} />
      {failure && (
        <p role="alert" className="crisis-line-form__error">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {lineId ? t`Update Crisis Line` : t`Add Crisis Line`}
      </button>
    </form>
  );
}
