import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSubmit } from '../../../lib/crud/use-submit';
import { createPage, type StaticPage } from '../lib/content-api';
import { newPageFormSchema, type NewPageForm as NewPageValues } from '../lib/form-schemas';
import { translateLocal } from '../../../lib/crud/server-messages';
import { FormAlert } from '../../../components/crud/form-alert';

const EMPTY = { code: '', name: '', content: '', nameEs: '', contentEs: '' };

interface Props {
  onCreated: (page: StaticPage) => void;
  onCancel: () => void;
}

/** A new static page: its code (how the app finds it), name and first content. */
export function NewPageForm({ onCreated, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const form = useZodForm(newPageFormSchema, EMPTY);
  const submit = useSubmit();
  const field = (name: keyof typeof EMPTY) => {
    const props = form.field(name);
    return { ...props, error: props.error && translateLocal(i18n, props.error) };
  };

  const onValid = async (values: NewPageValues) => {
    let created: StaticPage | null = null;
    const ok = await submit.run(
      async () => {
        created = await createPage(values);
      },
      t`Page added.`,
    );
    if (ok && created) onCreated(created);
  };

  return (
    <form noValidate className="content-admin__form" onSubmit={form.handleSubmit(onValid)}>
      <TextField
        {...field('code')}
        label={t`Code (letters, digits, _ or -; e.g. SHELTER_RULES)`}
        maxLength={40}
      />
      <TextField {...field('name')} label={t`Name`} />
      <TextField {...field('content')} label={t`Content (HTML)`} multiline />
      <FormAlert text={submit.failure} />
      <div className="content-admin__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={submit.busy}>
          <Trans>Create page</Trans>
        </button>
      </div>
    </form>
  );
}
