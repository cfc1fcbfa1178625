import type { ManagedService } from '../api';
import { groupByType } from '../lib/group-by-type';
import { ApprovalGroup } from './approval-group';

interface Props {
  origin: 'volunteers' | 'providers';
  /** The translated heading: who added these services. */
  heading: string;
  services: ManagedService[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
}

/** The services one kind of account added, waiting for approval, grouped by type. */
export function ApprovalOrigin({ origin, heading, services, selected, onToggle }: Props) {
  if (services.length === 0) return null;
  const headingId = `approvals-${origin}`;
  return (
    <section className="approvals__origin" aria-labelledby={headingId}>
      <h2 id={headingId} className="approvals__origin-title">
        {heading}
      </h2>
      {groupByType(services).map((group) => (
        <ApprovalGroup
          key={group.type ?? 'other'}
          origin={origin}
          group={group}
          selected={selected}
          onToggle={onToggle}
        />
      ))}
    </section>
  );
}
