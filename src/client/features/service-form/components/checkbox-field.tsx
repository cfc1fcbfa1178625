interface CheckboxFieldProps {
  id?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The id of an error or hint this box is described by. */
  describedBy?: string;
}

/** A labelled checkbox with a 44 px target (the whole label is clickable). */
export function CheckboxField({ id, label, checked, onChange, describedBy }: CheckboxFieldProps) {
  return (
    <label className="service-form__check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
