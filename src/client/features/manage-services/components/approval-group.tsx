import { useLingui } from '@lingui/react/macro';
import type { ManagedService } from '../api';
import type { TypeGroup } from '../lib/group-by-type';
import { OTHER_TYPE } from '../lib/labels';
import { SERVICE_TYPE_LABELS } from '../../../lib/service-labels';

interface Props {
  group: TypeGroup<ManagedService>;
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
}

/** One type's services waiting for approval: a heading and a checkbox per service. */
export function ApprovalGroup({ group, selected, onToggle }: Props) {
  const { i18n } = useLingui();
  const heading = i18n._(group.type ? SERVICE_TYPE_LABELS[group.type] : OTHER_TYPE);
  const headingId = `approvals-${group.type ?? 'other'}`;
  return (
    <section className="approvals__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="approvals__type">
        {heading}
      </h2>
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
