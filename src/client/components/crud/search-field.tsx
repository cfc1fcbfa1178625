import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The list filter of a staff screen: a labelled search box. */
export function SearchField({ label, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="form-field content-admin__search">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="form-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
