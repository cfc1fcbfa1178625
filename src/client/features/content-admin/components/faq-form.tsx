import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { TextField } from '@client/components/ui/text-field';
import { FormFooter } from '@client/components/crud/form-footer';
import { useCrudForm } from '@client/lib/crud/use-crud-form';
import { saveFaq, type Faq } from '../api';
import { faqFormSchema } from '../lib/form-schemas';
import { queryKeys } from '@client/lib/query/query-keys';

interface Props {
  faq: Faq | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits a chatbot FAQ entry, in English and (optionally) Spanish. */
export function FaqForm({ faq, onSaved, onCancel }: Props) {
  const { t } = useLingui();
  const initial = useMemo(
    () => ({
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      questionEs: faq?.questionEs ?? '',
      answerEs: faq?.answerEs ?? '',
      keywords: faq?.keywords.join(', ') ?? '',
    }),
    [faq],
  );
  const { field, submit, onSubmit } = useCrudForm({
    schema: faqFormSchema,
    initial,
    save: (values) => saveFaq(faq?.id ?? null, values),
    savedText: faq ? t`FAQ entry saved.` : t`FAQ entry added.`,
    invalidates: [queryKeys.faqs.all],
    onSaved,
  });

  return (
    <form noValidate className="content-admin__form" onSubmit={onSubmit}>
      <TextField {...field('question')} label={t`Question`} maxLength={500} />
      <TextField {...field('answer')} label={t`Answer`} multiline />
      <TextField
        {...field('questionEs')}
        label={t`Question in Spanish`}
        maxLength={500}
        required={false}
      />
      <TextField {...field('answerEs')} label={t`Answer in Spanish`} multiline required={false} />
      <TextField
        {...field('keywords')}
        label={t`Keywords (separated by commas)`}
        required={false}
      />
      <FormFooter failure={submit.failure} busy={submit.busy} onCancel={onCancel} />
    </form>
  );
}
