import { useEffect, useState } from 'react';
import { z } from 'zod';
import { isAdmin } from '@shared/domain/roles';
import { authedRequest } from '@client/lib/api-client';
import { useSessionStore } from '@client/lib/session-store';

export type QuotaState = 'checking' | 'open' | 'reached';

const countAnswer = z.object({ count: z.number() });
const quotaAnswer = z.object({ totalServices: z.number() });

/**
 * docs/spec/forms-and-messages.md D.1: before the form, /add_service checks the quota — the person's own
 * services (any status) against their `totalServices` (docs/spec/product-spec.md §6; administrators have none).
 * Both numbers are fetched fresh, since an administrator may have raised the quota since sign-in.
 * Without an answer (offline) the form opens: the server checks again on save.
 */
export function useQuota(): QuotaState {
  const user = useSessionStore((state) => state.user);
  const exempt = !user || isAdmin(user);
  const [state, setState] = useState<QuotaState>(exempt ? 'open' : 'checking');

  useEffect(() => {
    if (exempt) return;
    let live = true;
    const owned = new URLSearchParams({
      filter: 'user,isShowAll',
      user: user.id,
      isShowAll: 'true',
    });
    Promise.all([
      authedRequest(`/services/count?${owned.toString()}`, countAnswer),
      authedRequest('/auth/profile', quotaAnswer),
    ]).then(
      ([{ count }, { totalServices }]) => {
        if (live) setState(count >= totalServices ? 'reached' : 'open');
      },
      () => {
        if (live) setState('open');
      },
    );
    return () => {
      live = false;
    };
  }, [exempt, user]);

  return exempt ? 'open' : state;
}
