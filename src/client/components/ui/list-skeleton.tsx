/** Grey stand-ins for the first cards of the list while it is read (hidden from screen readers). */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul className="list-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="list-skeleton__card">
          <span className="list-skeleton__line list-skeleton__line--title" />
          <span className="list-skeleton__line" />
          <span className="list-skeleton__line list-skeleton__line--short" />
        </li>
      ))}
    </ul>
  );
}
