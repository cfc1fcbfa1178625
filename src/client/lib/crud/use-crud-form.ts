import { useLingui } from '@lingui/react/macro';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { useZodForm, type FormValues } from '../use-zod-form';
import { translateLocal } from './form-messages';
import { useSubmit } from './use-submit';

/**
 * A content-management form: validated by its schema with the screens' own messages translated,
 * written through useSubmit (toast on success, the reason in an alert on failure, the lists it
 * changes refetched), then `onSaved` with what the write answered.
 */
export function useCrudForm<V extends FormValues, Out, Saved>(options: {
  schema: z.ZodType<Out>;
  initial: V;
  save: (values: Out) => Promise<Saved>;
  /** The toast of a successful write, already translated. */
  savedText: string;
  /** What the write changes (lib/query/query-keys.ts), refetched before `onSaved`. */
  invalidates: readonly QueryKey[];
  onSaved: (saved: Saved) => void;
}) {
  const { i18n } = useLingui();
  const form = useZodForm(options.schema, options.initial);
  const submit = useSubmit(options.invalidates);

  const field = (name: keyof V & string) => {
    const props = form.field(name);
    return { ...props, error: props.error && translateLocal(i18n, props.error) };
  };

  const onSubmit = form.handleSubmit(async (values) => {
    let saved: { value: Saved } | null = null;
    const ok = await submit.run(async () => {
      saved = { value: await options.save(values) };
    }, options.savedText);
    if (ok && saved) options.onSaved((saved as { value: Saved }).value);
  });

  return { form, field, submit, onSubmit };
}
