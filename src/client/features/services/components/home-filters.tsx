import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CATEGORIES } from '@shared/domain/enums';
import { CATEGORY_LABELS } from '../lib/labels';
import { isCategory, useHomeStore } from '../store';

function FilterToggle(props: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className="home-filters__toggle">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={props.id}>{props.children}</label>
    </div>
  );
}

/** The filters sheet's fields: the category and, for administrators, the top-kudos toggle. */
export function HomeFilters({ isAdmin }: { isAdmin: boolean }) {
  const { i18n } = useLingui();
  const category = useHomeStore((s) => s.category);
  const topKudos = useHomeStore((s) => s.topKudos);
  const { setCategory, setTopKudos } = useHomeStore.getState();
  return (
    <div className="home-filters">
      <div className="home-filters__field">
        <label htmlFor="home-category">
          <Trans>Category</Trans>
        </label>
        <select
          id="home-category"
          value={category}
          onChange={(e) => {
            if (isCategory(e.target.value)) setCategory(e.target.value);
          }}
        >
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {i18n._(CATEGORY_LABELS[c])}
            </option>
          ))}
        </select>
      </div>
      {isAdmin ? (
        <FilterToggle id="home-top-kudos" checked={topKudos} onChange={setTopKudos}>
          <Trans>Top kudos</Trans>
        </FilterToggle>
      ) : null}
    </div>
  );
}
