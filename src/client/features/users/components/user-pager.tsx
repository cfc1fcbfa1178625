import { Trans, useLingui } from '@lingui/react/macro';
import { ADMIN_PAGE_SIZE } from '@shared/query/constants';

interface Props {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'Showing 26–50 of 312' with Previous and Next (pages of ADMIN_PAGE_SIZE, docs/spec/product-spec.md §9). */
export function UserPager({ page, total, onPage }: Props) {
  const { t } = useLingui();
  const last = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const from = total === 0 ? 0 : (page - 1) * ADMIN_PAGE_SIZE + 1;
  const to = Math.min(total, page * ADMIN_PAGE_SIZE);

  return (
    <nav className="user-pager" aria-label={t`Pages`}>
      <p className="user-pager__count" aria-live="polite">
        <Trans>
          Showing {from}–{to} of {total}
        </Trans>
      </p>
      <div className="user-pager__buttons">
        <button
          type="button"
          className="button button--secondary"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <Trans>Previous</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={page >= last}
          onClick={() => onPage(page + 1)}
        >
          <Trans>Next</Trans>
        </button>
      </div>
    </nav>
  );
}
