import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TestRoutes } from '../../test-router';
import { withQueryClient } from '../../with-query-client';
import { vi } from 'vitest';
import type { Role } from '@shared/domain/enums';
import { activateLocale, i18n, type Locale } from '@client/lib/i18n';
import { useSessionStore } from '@client/lib/session-store';
import { useToastStore } from '@client/lib/toast-store';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer =
  { status?: number; body: unknown } | ((call: Call) => { status?: number; body: unknown });

/**
 * A fake API at the network edge: answers by "METHOD /path" (query ignored) and records every
 * call with its parsed JSON body. An unknown route answers 404 so a wrong path fails the test.
 */
export function fakeApi(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    const payload = answer ? answer.body : { code: 404, message: 'Not found' };
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, writes: () => calls.filter((c) => c.method !== 'GET') };
}

export function signIn(roles: Role[]): void {
  useSessionStore
    .getState()
    .signIn({ id: 'user-1', email: 'staff@example.org', displayName: 'Staff', roles }, 'token-1');
}

/** Renders one screen at `path` (matched by `pattern`, for screens that read params). */
export async function renderScreen(
  screen: ReactNode,
  {
    locale = 'en',
    path = '/',
    pattern = '/',
  }: { locale?: Locale; path?: string; pattern?: string } = {},
): Promise<RenderResult> {
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <TestRoutes
        initialEntry={path}
        routes={[
          { path: pattern, element: withQueryClient(screen) },
          { path: '*', element: <p>elsewhere</p> },
        ]}
      />
    </I18nProvider>,
  );
}

export const lastToast = () => useToastStore.getState().toasts.at(-1);

export function resetStaffTest(): void {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useToastStore.setState({ toasts: [] });
}
