import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@client/lib/api-errors';
import { loadService } from '../api';
import { fromService } from '../lib/form-body';
import type { ServiceFormState } from '../lib/form-state';

export type EditedService =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'ready'; state: ServiceFormState };

type Outcome =
  | { status: 'not-found' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; state: ServiceFormState };

/**
 * GET /api/services/:id as form values; 404 (unknown, or not the person's to see) → not found.
 * A failure keeps the error, not its words, so the screen words it in the current language.
 * An outcome belongs to one request (id and attempt): until the current one answers, it is loading.
 */
export function useEditedService(id: string): EditedService {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ key: string; result: Outcome } | null>(null);
  const key = `${id}#${attempt}`;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    const settle = (result: Outcome) => live && setOutcome({ key, result });
    loadService(id).then(
      (service) => settle({ status: 'ready', state: fromService(service) }),
      (error: unknown) =>
        settle(
          error instanceof ApiError && error.status === 404
            ? { status: 'not-found' }
            : { status: 'failed', error },
        ),
    );
    return () => {
      live = false;
    };
  }, [id, key]);

  if (!outcome || outcome.key !== key) return { status: 'loading' };
  const { result } = outcome;
  return result.status === 'failed' ? { ...result, retry } : result;
}
