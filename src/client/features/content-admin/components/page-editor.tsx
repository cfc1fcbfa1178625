import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { TextField } from '@client/components/ui/text-field';
import { useZodForm } from '@client/lib/use-zod-form';
import { useSubmit } from '@client/lib/crud/use-submit';
import { updatePage, type StaticPage } from '../api';
import { pageFormSchema, type PageForm } from '../lib/form-schemas';
import { translateLocal } from '@client/lib/crud/form-messages';
import { FormAlert } from '@client/components/crud/form-alert';
import { HtmlPreview } from './html-preview';
import { queryKeys } from '@client/lib/query/query-keys';

interface Props {
  page: StaticPage;
  /** After the save and the page's refetch; `cleaned` when the server's sanitizer changed what was sent. */
  onSaved: (cleaned: boolean) => void;
}

/** A page's names and HTML in both languages, each HTML with a live preview. */
export function PageEditor({ page, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const initial = useMemo(
    () => ({
      name: page.name,
      nameEs: page.nameEs ?? '',
      content: page.content,
      contentEs: page.contentEs ?? '',
    }),
    [page],
  );
  const form = useZodForm(pageFormSchema, initial);
  const client = useQueryClient();
  // The answer is the stored page: it replaces the cached one; the list is refetched.
  const submit = useSubmit([queryKeys.staticPages.list]);
  const field = (name: keyof typeof initial) => {
    const props = form.field(name);
    return { ...props, error: props.error && translateLocal(i18n, props.error) };
  };

  const onValid = async (values: PageForm) => {
    let saved: StaticPage | null = null;
    await submit.run(
      async () => {
        saved = await updatePage(page.code, values);
      },
      t`Page saved.`,
    );
    if (!saved) return;
    const stored: StaticPage = saved;
    client.setQueryData(queryKeys.staticPages.one(page.code), stored);
    const cleaned =
      stored.content !== values.content || (stored.contentEs ?? null) !== values.contentEs;
    onSaved(cleaned);
  };

  return (
    <form noValidate className="content-admin__form" onSubmit={form.handleSubmit(onValid)}>
      <p className="content-admin__hint">
        <Trans>
          Allowed HTML: h2, h3, p, ul, ol, li, strong, em, a (https, mailto, tel or relative links)
          and br. Anything else, such as scripts, styles or other attributes, is removed when you
          save.
        </Trans>
      </p>
      <TextField {...field('name')} label={t`Name`} />
      <TextField {...field('nameEs')} label={t`Name in Spanish`} required={false} />
      <div className="content-admin__html-pair">
        <TextField {...field('content')} label={t`Content (HTML)`} multiline />
        <HtmlPreview label={t`Preview`} html={form.values.content} />
      </div>
      <div className="content-admin__html-pair">
        <TextField
          {...field('contentEs')}
          label={t`Content in Spanish (HTML)`}
          multiline
          required={false}
        />
        <HtmlPreview label={t`Spanish preview`} html={form.values.contentEs} lang="es" />
      </div>
      <FormAlert text={submit.failure} />
      <div className="content-admin__actions">
        <button type="submit" className="button button--primary" disabled={submit.busy}>
          <Trans>Save page</Trans>
        </button>
      </div>
    </form>
  );
}
