import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { SERVICE_TYPES, type ServiceType } from '@shared/domain/enums';
import { EARLY_TAP } from '@client/early-taps/protocol';
import { SERVICE_TYPE_LABELS } from '@client/lib/service-labels';

interface Props {
  tab: ServiceType;
  onSelect: (tab: ServiceType) => void;
}

/** The bottom tabs of docs/spec/product-spec.md §2, one per service type (memoized: a keystroke does not redraw them). */
export const TypeTabs = memo(function TypeTabs({ tab, onSelect }: Props) {
  const { t, i18n } = useLingui();
  return (
    <nav className="type-tabs" aria-label={t`Service types`}>
      <ul className="type-tabs__list">
        {SERVICE_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              className="button type-tabs__button"
              aria-pressed={type === tab}
              onClick={() => onSelect(type)}
              data-early-tap={EARLY_TAP.tab}
              data-early-tab={type}
            >
              {i18n._(SERVICE_TYPE_LABELS[type])}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
});
