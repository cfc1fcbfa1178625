import { useCallback, useEffect, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@shared/query/constants';
import type { SessionUser } from '@client/lib/session-store';
import { fetchServices, type ManagedService } from '../api';
import { manageServicesQuery, type ManageSort } from '../lib/manage-query';

interface ListState {
  /** The first-page query this list answers; a different one means a new list is on its way. */
  key: string | null;
  services: ManagedService[];
  hasMore: boolean;
  error: unknown;
  loadingMore: boolean;
}

const EMPTY: ListState = {
  key: null,
  services: [],
  hasMore: false,
  error: null,
  loadingMore: false,
};

const pageState = (key: string, page: ManagedService[]): ListState => ({
  key,
  services: page,
  hasMore: page.length === ADMIN_PAGE_SIZE,
  error: null,
  loadingMore: false,
});

/**
 * The person's services for /manage_services, fetched online (management data is not mirrored),
 * 25 a page. A new search or sort starts again from the first page; an answer to an older query
 * is dropped, so a slow response cannot overwrite a newer list.
 */
export function useManagedServices(viewer: SessionUser | null, search: string, sort: ManageSort) {
  const key = viewer ? manageServicesQuery(viewer, { search, sort, skip: 0 }) : null;
  const [state, setState] = useState<ListState>(EMPTY);

  useEffect(() => {
    if (!key) return;
    let live = true;
    fetchServices(key).then(
      (page) => {
        if (live) setState(pageState(key, page));
      },
      (error: unknown) => {
        if (live) setState({ ...EMPTY, key, error });
      },
    );
    return () => {
      live = false;
    };
  }, [key]);

  const loadMore = useCallback(async () => {
    if (!viewer || !key || state.key !== key) return;
    const skip = state.services.length;
    setState((s) => ({ ...s, loadingMore: true, error: null }));
    const current = (s: ListState) => s.key === key;
    try {
      const page = await fetchServices(manageServicesQuery(viewer, { search, sort, skip }));
      setState((s) =>
        current(s)
          ? {
              ...pageState(key, [...s.services, ...page]),
              hasMore: page.length === ADMIN_PAGE_SIZE,
            }
          : s,
      );
    } catch (error) {
      setState((s) => (current(s) ? { ...s, error, loadingMore: false } : s));
    }
  }, [viewer, key, search, sort, state.key, state.services.length]);

  /** Takes a deleted service out of the list (the next page's skip shrinks with it). */
  const removeLocally = useCallback((id: string) => {
    setState((s) => ({ ...s, services: s.services.filter((service) => service.id !== id) }));
  }, []);

  return {
    services: state.services,
    loading: key !== null && state.key !== key,
    loadingMore: state.loadingMore,
    hasMore: state.hasMore,
    error: state.error,
    loadMore,
    removeLocally,
  };
}
