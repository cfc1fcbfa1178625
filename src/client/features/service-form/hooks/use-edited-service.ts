import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@client/lib/api-errors';
import { queryKeys } from '@client/lib/query/query-keys';
import { loadService } from '../api';
import { fromService } from '../lib/form-body';
import type { ServiceFormState } from '../lib/form-state';

export type EditedService =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'ready'; state: ServiceFormState };

/**
 * GET /api/services/:id as form values; 404 (unknown, or not the person's to see) → not found.
 * A failure keeps the error, not its words, so the screen words it in the current language. The
 * form edits the server's current copy: read afresh each time the form opens, never refetched
 * under the person's edits, and dropped from the cache once the form closes.
 */
export function useEditedService(id: string): EditedService {
  const service = useQuery({
    queryKey: queryKeys.services.one(id),
    queryFn: () => loadService(id),
    select: fromService,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (service.data) return { status: 'ready', state: service.data };
  if (!service.isError) return { status: 'loading' };
  if (service.error instanceof ApiError && service.error.status === 404) {
    return { status: 'not-found' };
  }
  return { status: 'failed', error: service.error, retry: () => void service.refetch() };
}
