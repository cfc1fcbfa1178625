import { useQuery, type QueryKey } from '@tanstack/react-query';

export interface RemoteList<T> {
  items: T[];
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * A staff list fetched online: management data is not mirrored in Dexie (docs/sync.md), so the
 * screen shows a loading state, the items, or the failure to explain. It is cached under `key`
 * (lib/query/query-keys.ts): the writes that change it refetch it (useSubmit, useDelete).
 */
export function useRemoteList<T>(key: QueryKey, load: () => Promise<T[]>): RemoteList<T> {
  const list = useQuery({ queryKey: key, queryFn: load });
  return {
    items: list.data ?? [],
    loading: list.isPending,
    error: list.error,
    reload: () => void list.refetch(),
  };
}
