import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { FormDialog } from '@client/components/ui/form-dialog';
import { usePageTitle } from '@client/lib/use-page-title';
import { useCrudState } from '@client/lib/crud/use-crud-state';
import { useDelete } from '@client/lib/crud/use-delete';
import { useRemoteList } from '@client/lib/crud/use-remote-list';
import { deleteFaq, listFaqs, type Faq } from '../api';
import { matches } from '@client/lib/crud/matches';
import { faqWords } from '../lib/faq-words';
import { FaqForm } from './faq-form';
import { ItemActions } from '@client/components/crud/item-actions';
import { ListStatus } from '@client/components/crud/list-status';
import { SearchField } from '@client/components/crud/search-field';
import { queryKeys } from '@client/lib/query/query-keys';

/** /manage_faqs (administrators): the offline chatbot's questions and answers. */
export function FaqsScreen() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Chatbot FAQ`);
  const list = useRemoteList(queryKeys.faqs.all, listFaqs);
  const crud = useCrudState<Faq>();
  const remover = useDelete([queryKeys.faqs.all]);
  const [query, setQuery] = useState('');
  const shown = list.items.filter((f) =>
    matches(query, f.question, f.answer, f.questionEs, f.answerEs, ...f.keywords),
  );
  const editing = crud.editing === 'new' ? null : crud.editing;

  const confirmDelete = async () => {
    if (!crud.deleting) return;
    const { id } = crud.deleting;
    await remover.run(() => deleteFaq(id), t`FAQ entry deleted.`);
    crud.closeDelete();
  };

  return (
    <section className="content-admin">
      <h1>
        <Trans>Chatbot FAQ</Trans>
      </h1>
      <p>
        <Trans>The chatbot answers from these entries, also offline.</Trans>
      </p>
      <div className="content-admin__toolbar">
        <SearchField label={t`Search questions and answers`} value={query} onChange={setQuery} />
        <button
          type="button"
          className="button button--primary"
          onClick={(e) => crud.startAdd(e.currentTarget)}
        >
          <Trans>Add FAQ entry</Trans>
        </button>
      </div>
      <ListStatus
        loading={list.loading}
        error={list.error}
        empty={shown.length === 0}
        emptyText={query ? t`No entry matches your search.` : t`There are no FAQ entries yet.`}
        onRetry={list.reload}
      >
        <ul className="content-admin__list">
          {shown.map((faq) => {
            const words = faqWords(faq, i18n.locale);
            return (
              <li key={faq.id} className="content-admin__item">
                <h2 className="content-admin__item-title" lang={words.lang}>
                  {words.question}
                </h2>
                <p className="content-admin__answer" lang={words.answerLang}>
                  {words.answer}
                </p>
                {words.other && (
                  <p lang={words.other.lang} className="content-admin__secondary">
                    {words.other.question}
                  </p>
                )}
                {words.untranslated && (
                  <p className="content-admin__secondary">
                    <Trans>Not in Spanish yet: the chatbot answers in English.</Trans>
                  </p>
                )}
                {faq.keywords.length > 0 && (
                  <p className="content-admin__secondary">
                    <Trans>Keywords:</Trans> {faq.keywords.join(', ')}
                  </p>
                )}
                <ItemActions
                  name={words.question}
                  onEdit={(e) => crud.startEdit(faq, e.currentTarget)}
                  onDelete={(e) => crud.startDelete(faq, e.currentTarget)}
                />
              </li>
            );
          })}
        </ul>
      </ListStatus>
      <FormDialog
        open={crud.editing !== null}
        onClose={crud.closeEdit}
        title={editing ? t`Edit FAQ entry` : t`Add FAQ entry`}
        returnFocusTo={crud.opener}
      >
        {crud.editing !== null && (
          <FaqForm
            key={editing?.id ?? 'new'}
            faq={editing}
            onCancel={crud.closeEdit}
            onSaved={crud.closeEdit}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={crud.deleting !== null}
        question={t`Do you want to delete this FAQ entry?`}
        confirmLabel={t`Delete`}
        busy={remover.busy}
        returnFocusTo={crud.opener}
        onConfirm={() => void confirmDelete()}
        onCancel={crud.closeDelete}
      />
    </section>
  );
}
