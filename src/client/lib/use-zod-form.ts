import { useLingui } from '@lingui/react';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '@shared/validation/errors';
import { fieldMaxLengths } from '@shared/validation/schema-walk';
import { translateValidation } from './validation-messages';

export type FormValues = Record<string, string>;

export type SubmitResult<Out> = { ok: true; data: Out } | { ok: false; firstInvalid: string };

/**
 * A form validated by its shared zod schema (docs/spec/conventions.md: one contract). Errors appear after the
 * first submit and then follow every keystroke; they are message ids, translated when shown, so a
 * language switch re-words them. Values are kept until the caller resets them after a success.
 * `field(name)` gives a TextField its id, value, onChange, translated error and the schema's maximum
 * length, so every form wires its fields, and finds the first invalid one to focus, the same way.
 */
export function useZodForm<V extends FormValues, Out>(schema: z.ZodType<Out>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const { i18n } = useLingui();
  const prefix = useId();
  const maxLengths = useMemo(() => fieldMaxLengths(schema), [schema]);
  const order = Object.keys(initial);
  const idOf = (name: string) => `${prefix}-${name}`;

  const check = (next: V): FieldErrors => {
    const parsed = schema.safeParse(next);
    return parsed.success ? {} : fieldErrors(parsed.error, order);
  };

  const setValue = (name: keyof V & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (tried) setErrors(check(next));
  };

  const submit = (): SubmitResult<Out> => {
    setTried(true);
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return { ok: true, data: parsed.data };
    }
    const found = fieldErrors(parsed.error, order);
    setErrors(found);
    return { ok: false, firstInvalid: Object.keys(found)[0] ?? '' };
  };

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
    setTried(false);
  }, [initial]);

  const field = (name: keyof V & string) => {
    const message = errors[name];
    return {
      id: idOf(name),
      value: values[name] ?? '',
      onChange: (value: string) => setValue(name, value),
      error: message ? translateValidation(i18n, message) : undefined,
      maxLength: maxLengths[name],
    };
  };

  /** Moves focus to a field by name, e.g. the `firstInvalid` of a failed submit. */
  const focus = (name: string) => document.getElementById(idOf(name))?.focus();

  /**
   * The form's onSubmit: validates, and either moves focus to the first invalid field (so a keyboard
   * or screen-reader user lands on the error) or hands the parsed data to `onValid`.
   */
  const handleSubmit =
    (onValid: (data: Out) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const result = submit();
      if (result.ok) void onValid(result.data);
      else focus(result.firstInvalid);
    };

  return { values, errors, setValue, submit, reset, field, idOf, focus, handleSubmit };
}
