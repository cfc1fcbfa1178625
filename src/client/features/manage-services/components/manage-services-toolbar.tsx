import { Trans, useLingui } from '@lingui/react/macro';
import { SEARCH_TEXT_MAX } from '@shared/query/constants';
import { TextField } from '@client/components/ui/text-field';
import type { ManageSort } from '../lib/manage-query';

interface Props {
  search: string;
  onSearch: (value: string) => void;
  /** Administrators only (docs/spec/product-spec.md §6): null hides the toggle. */
  sort: ManageSort | null;
  onSort: (sort: ManageSort) => void;
}

/** Search by name and, for administrators, the Top kudos order (by likes, docs/spec/product-spec.md §9). */
export function ManageServicesToolbar({ search, onSearch, sort, onSort }: Props) {
  const { t } = useLingui();
  return (
    <div className="manage-services__toolbar">
      <div className="manage-services__search">
        <TextField
          id="manage-services-search"
          type="search"
          label={t`Search by name`}
          value={search}
          onChange={onSearch}
          required={false}
          maxLength={SEARCH_TEXT_MAX}
        />
      </div>
      {sort !== null && (
        <button
          type="button"
          className="button button--choice"
          aria-pressed={sort === 'kudos'}
          onClick={() => onSort(sort === 'kudos' ? 'newest' : 'kudos')}
        >
          <Trans>Top kudos</Trans>
        </button>
      )}
    </div>
  );
}
