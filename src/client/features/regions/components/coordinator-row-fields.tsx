import { useLingui } from '@lingui/react/macro';
import { TextField } from '@client/components/ui/text-field';

export interface DraftCoordinator {
  key: number;
  name: string;
  email: string;
  phone: string;
}

interface Props {
  row: DraftCoordinator;
  index: number;
  idOf: (field: string) => string;
  errorOf: (field: string) => string | undefined;
  onChange: (row: DraftCoordinator) => void;
  onRemove: () => void;
}

/** One editable coordinator: name (required), email and phone, and a button to remove the row. */
export function CoordinatorRowFields({ row, index, idOf, errorOf, onChange, onRemove }: Props) {
  const { t } = useLingui();
  const number = index + 1;
  const field = (name: 'name' | 'email' | 'phone') => ({
    id: idOf(`${index}.${name}`),
    value: row[name],
    error: errorOf(`${index}.${name}`),
    onChange: (value: string) => onChange({ ...row, [name]: value }),
  });
  return (
    <li className="content-admin__item content-admin__coordinator">
      <fieldset className="content-admin__fieldset">
        <legend>{t`Coordinator ${number}`}</legend>
        <TextField {...field('name')} label={t`Name`} />
        <TextField {...field('email')} label={t`Email`} type="email" required={false} />
        <TextField {...field('phone')} label={t`Phone`} type="tel" required={false} />
        <button type="button" className="button button--secondary" onClick={onRemove}>
          {t`Remove coordinator ${number}`}
        </button>
      </fieldset>
    </li>
  );
}
