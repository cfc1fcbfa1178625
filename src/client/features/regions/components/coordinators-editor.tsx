import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { fieldErrors, type FieldErrors } from '@shared/validation/errors';
import { coordinatorListSchema } from '@shared/validation/coordinators';
import { translateValidation } from '@client/lib/validation-messages';
import { useSubmit } from '@client/lib/crud/use-submit';
import { replaceCoordinators, type CoordinatorRow } from '../api';
import { CoordinatorRowFields, type DraftCoordinator } from './coordinator-row-fields';
import { FormAlert } from '@client/components/crud/form-alert';
import { queryKeys } from '@client/lib/query/query-keys';

interface Props {
  regionId: string;
  regionName: string;
  initial: CoordinatorRow[];
}

let nextKey = 1;
const draft = (row?: CoordinatorRow): DraftCoordinator => ({
  key: nextKey++,
  name: row?.name ?? '',
  email: row?.email ?? '',
  phone: row?.phone ?? '',
});

/**
 * The whole list of a region's coordinators, edited at once: Save replaces the list on the server
 * (docs/api/content.md), after the shared rules (at least one, each name once; docs/spec/product-spec.md §5).
 */
export function CoordinatorsEditor({ regionId, regionName, initial }: Props) {
  const { t, i18n } = useLingui();
  const prefix = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const [rows, setRows] = useState(() => initial.map(draft));
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useSubmit([queryKeys.regions.coordinators(regionId)]);
  const idOf = (field: string) => `${prefix}-${field}`;
  const errorOf = (field: string) => {
    const id = errors[field];
    return id ? translateValidation(i18n, id) : undefined;
  };
  const listError = errorOf('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = coordinatorListSchema.safeParse(
      rows.map(({ name, email, phone }) => ({ name, email, phone })),
    );
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const first = Object.keys(found)[0] ?? '';
      if (first) document.getElementById(idOf(first))?.focus();
      else addRef.current?.focus();
      return;
    }
    setErrors({});
    const list = parsed.data.map((c) => ({
      name: c.name,
      email: c.email || null,
      phone: c.phone || null,
    }));
    await submit.run(
      () => replaceCoordinators(regionId, list),
      t`Coordinators of ${regionName} saved.`,
    );
  };

  return (
    <form noValidate className="content-admin__form" onSubmit={(e) => void onSubmit(e)}>
      <ul className="content-admin__list">
        {rows.map((row, index) => (
          <CoordinatorRowFields
            key={row.key}
            row={row}
            index={index}
            idOf={idOf}
            errorOf={errorOf}
            onChange={(next) => setRows(rows.map((r) => (r.key === row.key ? next : r)))}
            onRemove={() => setRows(rows.filter((r) => r.key !== row.key))}
          />
        ))}
      </ul>
      {rows.length === 0 && (
        <p className="content-admin__empty">
          <Trans>This region has no coordinators in the list.</Trans>
        </p>
      )}
      {listError && (
        <p role="alert" className="field-error">
          {listError}
        </p>
      )}
      <FormAlert text={submit.failure} />
      <div className="content-admin__actions">
        <button
          ref={addRef}
          type="button"
          className="button button--secondary"
          onClick={() => setRows([...rows, draft()])}
        >
          <Trans>Add coordinator</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={submit.busy}>
          <Trans>Save coordinators</Trans>
        </button>
      </div>
    </form>
  );
}
