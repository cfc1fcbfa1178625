import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@client/components/ui/text-field';
import { FormFooter } from '@client/components/crud/form-footer';
import { useCrudForm } from '@client/lib/crud/use-crud-form';
import { createPage, type StaticPage } from '../api';
import { newPageFormSchema } from '../lib/form-schemas';
import { queryKeys } from '@client/lib/query/query-keys';

const EMPTY = { code: '', name: '', content: '', nameEs: '', contentEs: '' };

interface Props {
  onCreated: (page: StaticPage) => void;
  onCancel: () => void;
}

/** A new static page: its code (how the app finds it), name and first content. */
export function NewPageForm({ onCreated, onCancel }: Props) {
  const { t } = useLingui();
  const { field, submit, onSubmit } = useCrudForm({
    schema: newPageFormSchema,
    initial: EMPTY,
    save: createPage,
    savedText: t`Page added.`,
    invalidates: [queryKeys.staticPages.all],
    onSaved: onCreated,
  });

  return (
    <form noValidate className="content-admin__form" onSubmit={onSubmit}>
      <TextField
        {...field('code')}
        label={t`Code (letters, digits, _ or -; e.g. SHELTER_RULES)`}
        maxLength={40}
      />
      <TextField {...field('name')} label={t`Name`} />
      <TextField {...field('content')} label={t`Content (HTML)`} multiline />
      <FormFooter
        failure={submit.failure}
        busy={submit.busy}
        onCancel={onCancel}
        submitLabel={<Trans>Create page</Trans>}
      />
    </form>
  );
}
