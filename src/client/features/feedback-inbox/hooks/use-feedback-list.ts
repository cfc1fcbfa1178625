import { useCallback, useEffect, useState } from 'react';
import { NetworkError } from '@client/lib/api-errors';
import { FEEDBACK_PAGE_SIZE, fetchFeedbackPage, type Feedback, type FeedbackTab } from '../api';

export type ListProblem = 'offline' | 'failed' | null;

interface ListState {
  items: Feedback[];
  loading: boolean;
  problem: ListProblem;
  /** docs/spec/product-spec.md §4 'Lists': more pages may exist when the last one was full. */
  canLoadMore: boolean;
}

const START: ListState = { items: [], loading: true, problem: null, canLoadMore: false };

function withPage(state: ListState, page: Feedback[], skip: number): ListState {
  const kept = skip === 0 ? [] : state.items;
  // An item archived elsewhere shifts the pages; an id seen twice is shown once.
  const fresh = page.filter((f) => !kept.some((item) => item.id === f.id));
  return {
    items: [...kept, ...fresh],
    loading: false,
    problem: null,
    canLoadMore: page.length === FEEDBACK_PAGE_SIZE,
  };
}

function withProblem(state: ListState, error: unknown): ListState {
  console.error('Could not load feedback', error);
  const problem = error instanceof NetworkError ? 'offline' : 'failed';
  return { ...state, loading: false, problem };
}

/**
 * One tab's feedback, fetched online (management data is not mirrored) a page at a time. The
 * caller keys the list by tab, so a tab change starts fresh. `remove` drops an item after an
 * archive or delete, so the list updates without a reload.
 */
export function useFeedbackList(tab: FeedbackTab) {
  const [state, setState] = useState<ListState>(START);
  const [attempt, setAttempt] = useState(0);

  const fetchInto = useCallback(
    (skip: number, isCurrent: () => boolean) =>
      fetchFeedbackPage(tab, skip).then(
        (page) => isCurrent() && setState((s) => withPage(s, page, skip)),
        (error: unknown) => isCurrent() && setState((s) => withProblem(s, error)),
      ),
    [tab],
  );

  useEffect(() => {
    let current = true;
    void fetchInto(0, () => current);
    return () => {
      current = false;
    };
  }, [fetchInto, attempt]);

  const loadMore = () => {
    setState((s) => ({ ...s, loading: true, problem: null }));
    void fetchInto(state.items.length, () => true);
  };
  const retry = () => {
    setState((s) => ({ ...s, loading: true, problem: null }));
    setAttempt((n) => n + 1);
  };
  const remove = (id: string) =>
    setState((s) => ({ ...s, items: s.items.filter((item) => item.id !== id) }));

  return { ...state, loadMore, retry, remove };
}
