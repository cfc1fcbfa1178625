import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { loadCountries } from '../api';

/** The country names for the picker; without the network the field stays free text. */
function useCountryNames(): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    loadCountries().then(
      (list) => live && setNames(list.map((c) => c.name)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return names;
}

interface CountryFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * The country, typed with suggestions (the original's searchable select, docs/spec/forms-and-messages.md D.1).
 * A text input with a datalist: it works offline too, where the list cannot load.
 */
export function CountryField({ id, value, onChange, error }: CountryFieldProps) {
  const { t } = useLingui();
  const names = useCountryNames();
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {t`Country`}
      </label>
      <input
        id={id}
        className="form-field__input"
        list={`${id}-list`}
        value={value}
        placeholder={t`Select Country`}
        autoComplete="country-name"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={`${id}-list`}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
