import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { Role } from '@shared/domain/enums';
import type { ManagedUser } from '@client/features/users/api';
import type { Locale } from '@client/lib/i18n';
import { renderApp, returningVisitor } from '../../render-app';
import { useSessionStore } from '@client/lib/session-store';

export function aUser(id: string, overrides: Partial<ManagedUser> = {}): ManagedUser {
  return {
    id,
    email: `${id}@example.org`,
    displayName: `Person ${id}`,
    phone: null,
    name: null,
    roles: ['USER'],
    isApproved: true,
    isVolunteer: false,
    isAdmin: false,
    totalServices: 3,
    lastMethod: 'LOCAL',
    lastSignedIn: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function signInAs(roles: Role[]): void {
  useSessionStore.setState({
    user: { id: 'me', email: 'me@example.org', displayName: 'Me', roles, isApproved: true },
    token: 'token-me',
    isLogin: true,
    isAdmin: roles.includes('ADMINISTRATOR'),
  });
}

type Handler = (url: URL, init: RequestInit) => { status?: number; body: unknown } | undefined;

/** Stubs fetch with `handler`; an unhandled call answers 404 so a wrong route fails the test. */
export function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = handler(url, init) ?? { status: 404, body: { code: 404, message: 'No route' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made so far, as "METHOD /path?query". */
export function callsOf(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });
}

/**
 * Renders the real app at `path` (route table, guards, layout) through the shared test helper, so
 * these tests follow whatever router the app uses. Returns the router to read the address from.
 */
export async function renderScreen(path: string, locale: Locale = 'en') {
  returningVisitor();
  return renderApp(path, locale);
}

/** The screen's own part of the page (the layout has its own landmarks and alerts). */
export async function mainSection(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 1 });
  return heading.closest('section') as HTMLElement;
}
