import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useSessionStore } from '../session-store';
import { createQueryClient } from './query-client';

let shared: QueryClient | null = null;

/**
 * The one query client of the signed-in screens, made when the first of them loads (this module
 * is only in their lazy chunks: the first screen never pays for it). Its cache is emptied the
 * moment the session changes — sign-out, a 401 that ends the session, another person signing
 * in — so on a shared phone one person's users, feedback or services never show to the next.
 */
export function managementQueryClient(): QueryClient {
  if (shared) return shared;
  const client = createQueryClient();
  useSessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token || state.user?.id !== previous.user?.id) client.clear();
  });
  shared = client;
  return client;
}

/** Gives a signed-in screen the shared query client. */
export function ManagementQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={managementQueryClient()}>{children}</QueryClientProvider>;
}

/** A route's screen inside the provider (app/lazy-page.tsx, so the wrapper is not start-up code). */
export function withQueryClient(Screen: ComponentType): ComponentType {
  return function WithQueryClient() {
    return (
      <ManagementQueryProvider>
        <Screen />
      </ManagementQueryProvider>
    );
  };
}
