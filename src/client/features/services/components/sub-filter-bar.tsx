import { useLingui } from '@lingui/react/macro';
import type { ServiceType } from '@shared/domain/enums';
import { SUB_FILTERS, type SubFilterKey } from '@shared/domain/sub-filters';
import { SUB_FILTER_LABELS } from '@client/lib/service-labels';
import { subFilterButtons } from '../lib/labels';

interface Props {
  tab: ServiceType;
  value: SubFilterKey | null;
  onChange: (value: SubFilterKey | null) => void;
}

/** The tab's sub-filter buttons with 'All' (docs/spec/product-spec.md §2); the pressed one is the filter. */
export function SubFilterBar({ tab, value, onChange }: Props) {
  const { t, i18n } = useLingui();
  return (
    <div className="sub-filters" role="group" aria-label={t`Service filters`}>
      {subFilterButtons(SUB_FILTERS[tab]).map((key) => (
        <button
          key={key ?? 'all'}
          type="button"
          className="button button--secondary filter-chip"
          aria-pressed={value === key}
          onClick={() => onChange(key)}
        >
          {key ? i18n._(SUB_FILTER_LABELS[key]) : t`All`}
        </button>
      ))}
    </div>
  );
}
