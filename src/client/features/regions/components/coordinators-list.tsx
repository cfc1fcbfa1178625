import type { CoordinatorRow } from '../api';

/** A region's coordinators, read only, with links to write or call them. */
export function CoordinatorsList({ rows }: { rows: CoordinatorRow[] }) {
  return (
    <ul className="content-admin__list">
      {rows.map((row) => (
        <li key={row.id ?? row.name} className="content-admin__item">
          <h3 className="content-admin__item-title">{row.name}</h3>
          {row.email && (
            <p>
              <a href={`mailto:${row.email}`}>{row.email}</a>
            </p>
          )}
          {row.phone && (
            <p>
              <a href={`tel:${row.phone}`}>{row.phone}</a>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
