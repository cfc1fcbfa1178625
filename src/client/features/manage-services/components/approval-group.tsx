import { useLingui } from '@lingui/react/macro';
import type { ManagedService } from '../api';
import type { TypeGroup } from '../lib/group-by-type';
import { OTHER_TYPE } from '../lib/labels';
import { SERVICE_TYPE_LABELS } from '@client/lib/service-labels';

interface Props {
  /** Keeps the ids of one origin's groups apart from the other's. */
  origin: string;
  group: TypeGroup<ManagedService>;
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
}

/** One type's services waiting for approval: a heading and a checkbox per service. */
export function ApprovalGroup({ origin, group, selected, onToggle }: Props) {
  const { i18n } = useLingui();
  const heading = i18n._(group.type ? SERVICE_TYPE_LABELS[group.type] : OTHER_TYPE);
  const headingId = `approvals-${origin}-${group.type ?? 'other'}`;
  return (
    // Named with its origin too ('Added by volunteers Food'): each origin has a Food group, and
    // two regions of one name are one landmark too many.
    <section className="approvals__group" aria-labelledby={`approvals-${origin} ${headingId}`}>
      <h3 id={headingId} className="approvals__type">
        {heading}
      </h3>
      <ul className="approvals__list">
        {group.services.map((service) => {
          const id = `approve-${service.id}`;
          return (
            <li key={service.id} className="approvals__item checkbox-field">
              <input
                id={id}
                type="checkbox"
                checked={selected.has(service.id)}
                onChange={(event) => onToggle(service.id, event.target.checked)}
              />
              <label htmlFor={id}>{service.name}</label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
