import { useInfiniteQuery } from '@tanstack/react-query';
import { NetworkError } from '@client/lib/api-errors';
import { queryKeys } from '@client/lib/query/query-keys';
import { FEEDBACK_PAGE_SIZE, fetchFeedbackPage, type FeedbackTab } from '../api';

export type ListProblem = 'offline' | 'failed' | null;

/**
 * One tab's feedback, fetched online (management data is not mirrored) a page at a time. An
 * archive or delete refetches every tab (FeedbackActions invalidates the feedback), so an archived
 * item leaves its tab and shows in Archive without a reload.
 */
export function useFeedbackList(tab: FeedbackTab) {
  const list = useInfiniteQuery({
    queryKey: queryKeys.feedbacks.tab(tab),
    queryFn: ({ pageParam }) => fetchFeedbackPage(tab, pageParam),
    initialPageParam: 0,
    // docs/spec/product-spec.md §4 'Lists': more pages may exist when the last one was full.
    getNextPageParam: (last, pages) =>
      last.length === FEEDBACK_PAGE_SIZE
        ? pages.reduce((n, page) => n + page.length, 0)
        : undefined,
  });
  // An item archived elsewhere shifts the pages; an id seen twice is shown once.
  const seen = new Set<string>();
  const items = (list.data?.pages.flat() ?? []).filter((f) => !seen.has(f.id) && seen.add(f.id));
  const problem: ListProblem = list.error
    ? list.error instanceof NetworkError
      ? 'offline'
      : 'failed'
    : null;

  return {
    items,
    loading: list.isPending || list.isFetchingNextPage,
    problem,
    canLoadMore: list.hasNextPage,
    loadMore: () => void list.fetchNextPage(),
    retry: () => void list.refetch(),
  };
}
