import type { ReactNode } from 'react';

interface FieldGroupProps {
  legend: string;
  /** Already translated; shown under the group and announced with it. */
  error?: string | undefined;
  errorId: string;
  children: ReactNode;
}

/** A fieldset of checkboxes with its one group error (types, categories, schedules). */
export function FieldGroup({ legend, error, errorId, children }: FieldGroupProps) {
  return (
    <fieldset className="service-form__group" aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label">{legend}</legend>
      {children}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
