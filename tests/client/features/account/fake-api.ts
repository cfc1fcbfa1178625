import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { reasonOfStatus } from '@shared/api/error-reasons';

export interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

type Answer = { status: number; body: unknown } | 'offline';
type Routes = Record<string, Answer | ((call: Call) => Answer)>;

/**
 * Stubs fetch at the network edge: `'METHOD /path'` (path under /api) → an answer, or 'offline'
 * for a request that never gets one. Unlisted requests answer 404 so a stray call cannot pass.
 */
export function fakeApi(routes: Routes) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const call: Call = {
      method,
      path: url.pathname.replace(/^\/api/, ''),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const route = routes[`${method} ${call.path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const { status, body } = answer ?? { status: 404, body: { code: 404, message: 'Not found' } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, find: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export function userJson(overrides: Record<string, unknown> = {}) {
  return {
    id: 'u-1',
    email: 'ana@example.org',
    displayName: 'Casa Ana',
    phone: '(303) 555-0100',
    name: null,
    roles: ['USER'],
    isApproved: true,
    isVolunteer: false,
    isAdmin: false,
    totalServices: 3,
    lastMethod: 'LOCAL',
    lastSignedIn: null,
    favoriteServices: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const ok = (body: unknown) => ({ status: 200, body });
/** An error answer as the API sends it: `reason` is the word of the status unless given. */
export const fail = (status: number, message: string, reason: string = reasonOfStatus(status)) => ({
  status,
  body: { code: status, message, reason },
});

/** The error alert of a form (role="alert"), found by its text; other alerts may be on screen. */
export function findAlert(text: string): Promise<HTMLElement> {
  return screen.findByText(text, { selector: '[role="alert"]' });
}
