import type { ReactNode } from 'react';
import { ManagementQueryProvider } from '@client/lib/query/management-query';

/**
 * A signed-in screen rendered alone gets what app/lazy-page.tsx gives it in the app: the shared
 * query client of the management screens (its real retry, freshness and sign-out rules; setup.ts
 * only takes the wait out of retries and empties it after each test).
 */
export function withQueryClient(children: ReactNode) {
  return <ManagementQueryProvider>{children}</ManagementQueryProvider>;
}
