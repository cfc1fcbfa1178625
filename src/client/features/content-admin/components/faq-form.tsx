import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSubmit } from '../../../lib/crud/use-submit';
import { saveFaq, type Faq } from '../lib/content-api';
import { faqFormSchema, type FaqForm as FaqValues } from '../lib/form-schemas';
import { translateLocal } from '../../../lib/crud/server-messages';
import { FormAlert } from '../../../components/crud/form-alert';

interface Props {
  faq: Faq | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits a chatbot FAQ entry, in English and (optionally) Spanish. */
export function FaqForm({ faq, onSaved, onCancel }: Props) {
  const { t, i18n } = useLingui();
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
  const form = useZodForm(faqFormSchema, initial);
  const submit = useSubmit();
  const field = (name: keyof typeof initial) => {
    const props = form.field(name);
    return { ...props, error: props.error && translateLocal(i18n, props.error) };
  };

  const onValid = async (values: FaqValues) => {
    const saved = await submit.run(
      () => saveFaq(faq?.id ?? null, values),
      faq ? t`FAQ entry saved.` : t`FAQ entry added.`,
    );
    if (saved) onSaved();
  };

  return (
    <form noValidate className="content-admin__form" onSubmit={form.handleSubmit(onValid)}>
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
