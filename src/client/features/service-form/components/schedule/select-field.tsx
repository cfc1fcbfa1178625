import type { Option } from '../../lib/schedule/entry-labels';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  /** Already translated. */
  error?: string | undefined;
}

/**
 * A labelled <select> with its inline error, wired like TextField (same classes and aria links),
 * so the entry editor's pickers read and look like the form's text fields. A select is keyboard
 * usable everywhere (arrows, type-ahead) and always holds a valid choice.
 */
export function SelectField({ id, label, value, onChange, options, error }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <select
        id={id}
        className="form-field__input schedule-editor__select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
