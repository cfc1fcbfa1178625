import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { fieldErrors, type FieldErrors } from '@shared/validation/errors';
import { serviceFormSchema, type ServiceBody } from '@shared/validation/service';
import type { ServiceEditorRole } from '@shared/validation/service-roles';
import { fieldMaxLengths } from '@shared/validation/schema-walk';
import { SERVICE_FORM_FIELDS } from '@shared/validation/service-shape';
import { translateValidation } from '@client/lib/validation-messages';
import { toRawBody } from '../lib/form-body';
import type { ServiceFormState, TextFieldName } from '../lib/form-state';

/** Validation errors of the form's own names (`pin` → `location`, expiry → `criticalExpiredAt`). */
function check(
  schema: ReturnType<typeof serviceFormSchema>,
  state: ServiceFormState,
  role: ServiceEditorRole,
): { errors: FieldErrors; data: ServiceBody | null } {
  const parsed = schema.safeParse(toRawBody(state, role));
  if (parsed.success) return { errors: {}, data: parsed.data };
  return { errors: fieldErrors(parsed.error, SERVICE_FORM_FIELDS), data: null };
}

/**
 * The service form's values and their validation by the shared schema for the editor's role
 * (docs/spec/product-spec.md §5, §6). Errors appear after the first submit and then follow every change, as
 * useZodForm does for the text-only forms; this one also holds lists, flags and the pin.
 */
export function useServiceForm(initial: ServiceFormState, role: ServiceEditorRole) {
  const { i18n } = useLingui();
  const schema = useMemo(() => serviceFormSchema({ role }), [role]);
  const maxLengths = useMemo(() => fieldMaxLengths(schema), [schema]);
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const prefix = useId();

  const update = (patch: Partial<ServiceFormState>) => {
    const next = { ...state, ...patch };
    setState(next);
    if (tried) setErrors(check(schema, next, role).errors);
  };

  /** The field's translated error; a list's entries (`schedules.0.endTime`) count for the list. */
  const errorOf = (name: string): string | undefined => {
    const key = Object.keys(errors).find((k) => k === name || k.startsWith(`${name}.`));
    return key ? translateValidation(i18n, errors[key] ?? '') : undefined;
  };

  const idOf = (name: string) => `${prefix}-${name}`;

  /** Validates; on failure focuses the first invalid field and answers null. */
  const validate = (): ServiceBody | null => {
    setTried(true);
    const result = check(schema, state, role);
    setErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    if (first !== undefined) {
      const name = first.split('.')[0] ?? first;
      document.getElementById(idOf(name))?.focus();
    }
    return result.data;
  };

  /** Props of a TextField bound to a text value of the form. */
  const text = (name: TextFieldName) => ({
    id: idOf(name),
    value: state[name],
    onChange: (value: string) => update({ [name]: value }),
    error: errorOf(name),
    maxLength: maxLengths[name],
  });

  return { state, update, errorOf, idOf, text, validate };
}
export type ServiceForm = ReturnType<typeof useServiceForm>;
