import type { Region } from '../api';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  regions: Region[];
  /** The words of the empty choice ('No region', 'All regions'). */
  noneLabel: string;
}

/** A labelled choice of region; the empty value means none (or, as a filter, all). */
export function RegionSelect({ id, label, value, onChange, regions, noneLabel }: Props) {
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <select
        id={id}
        className="form-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{noneLabel}</option>
        {regions.map((region) => (
          <option key={region.id} value={region.id}>
            {region.name}
          </option>
        ))}
      </select>
    </div>
  );
}
