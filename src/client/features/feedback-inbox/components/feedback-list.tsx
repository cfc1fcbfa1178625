import { Trans, useLingui } from '@lingui/react/macro';
import { useFeedbackList } from '../hooks/use-feedback-list';
import { useServiceNames } from '../hooks/use-service-names';
import type { FeedbackTab } from '../api';
import { FeedbackItem } from './feedback-item';

interface FeedbackListProps {
  tab: FeedbackTab;
  servicePathOf: (id: string) => string;
  onItemGone: () => void;
}

/** One tab's feedback with load-more paging, its empty state and its load error. */
export function FeedbackList({ tab, servicePathOf, onItemGone }: FeedbackListProps) {
  const { t } = useLingui();
  const list = useFeedbackList(tab);
  const names = useServiceNames(list.items.flatMap((f) => (f.service ? [f.service] : [])));
  const empty =
    tab === 'archive'
      ? t`There is no archived feedback.`
      : t`You don’t have any new feedback. Please check Archive tab for past feedback.`;

  return (
    <>
      <div role="status" aria-live="polite" className="feedback-inbox__status">
        {list.loading && (
          <p>
            <Trans>Loading feedback…</Trans>
          </p>
        )}
        {!list.loading && !list.problem && list.items.length === 0 && <p>{empty}</p>}
      </div>
      {list.problem && (
        <div role="alert" className="feedback-inbox__error">
          <p>
            {list.problem === 'offline'
              ? t`Can not connect to server. Please check your network.`
              : t`The feedback could not be loaded. Please try again.`}
          </p>
          <button type="button" className="button button--secondary" onClick={list.retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {list.items.length > 0 && (
        <ul className="feedback-inbox__list">
          {list.items.map((feedback) => (
            <FeedbackItem
              key={feedback.id}
              feedback={feedback}
              serviceName={feedback.service ? names.get(feedback.service) : undefined}
              servicePathOf={servicePathOf}
              onGone={onItemGone}
            />
          ))}
        </ul>
      )}
      {list.canLoadMore && !list.loading && (
        <button type="button" className="button button--secondary" onClick={list.loadMore}>
          <Trans>Load more</Trans>
        </button>
      )}
    </>
  );
}
