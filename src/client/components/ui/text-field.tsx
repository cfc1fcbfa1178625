import type { HTMLInputTypeAttribute } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Already translated. */
  error?: string;
  multiline?: boolean;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  maxLength?: number;
  /** Every field of the current forms is required; an optional one passes false. */
  required?: boolean;
}

/**
 * A labelled input or textarea with its inline error under it (docs/spec/forms-and-messages.md D). Shared by
 * every form with text fields, so labels, errors and their aria links read the same everywhere.
 */
export function TextField({
  id,
  label,
  error,
  multiline,
  onChange,
  required = true,
  ...input
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    // aria-required, not required: the zod schema words the errors, not the browser's bubble.
    'aria-required': required ? true : undefined,
    className: 'form-field__input',
  } as const;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={5}
          value={input.value}
          maxLength={input.maxLength}
          placeholder={input.placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          {...input}
          type={input.type ?? 'text'}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
