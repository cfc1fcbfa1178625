import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@client/lib/query/query-keys';
import { loadCountries } from '../api';

/**
 * The country names for the picker, fetched once per session (they change only with a release);
 * without the network the field stays free text, so a failure is not retried nor shown.
 */
function useCountryNames(): string[] {
  const countries = useQuery({
    queryKey: queryKeys.places.countries,
    queryFn: loadCountries,
    select: (list) => list.map((c) => c.name),
    staleTime: Infinity,
    retry: false,
  });
  return countries.data ?? NO_NAMES;
}

const NO_NAMES: string[] = [];

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
