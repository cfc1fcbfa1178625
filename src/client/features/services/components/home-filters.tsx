import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES } from '../../../../shared/domain/enums';
import { CATEGORY_LABELS } from '../lib/labels';
import { isCategory, useHomeStore } from '../store';

/** The category filter, the open-now toggle and, for administrators, the top-kudos toggle. */
export function HomeFilters({ isAdmin }: { isAdmin: boolean }) {
  const { i18n } = useLingui();
  const category = useHomeStore((s) => s.category);
  const openNow = useHomeStore((s) => s.openNow);
  const topKudos = useHomeStore((s) => s.topKudos);
  const { setCategory, setOpenNow, setTopKudos } = useHomeStore.getState();
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
      <div className="home-filters__toggle">
        <input
          id="home-open-now"
          type="checkbox"
          checked={openNow}
          onChange={(e) => setOpenNow(e.target.checked)}
        />
        <label htmlFor="home-open-now">
          <Trans>Open now</Trans>
        </label>
      </div>
      {isAdmin ? (
        <div className="home-filters__toggle">
          <input
            id="home-top-kudos"
            type="checkbox"
            checked={topKudos}
            onChange={(e) => setTopKudos(e.target.checked)}
          />
          <label htmlFor="home-top-kudos">
            <Trans>Top kudos</Trans>
          </label>
        </div>
      ) : null}
    </div>
  );
}
