import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../../test-router';
import { withQueryClient } from '../../with-query-client';
import { activateLocale, i18n, type Locale } from '@client/lib/i18n';
import { useSessionStore, type SessionUser } from '@client/lib/session-store';
import type { Role } from '@shared/domain/enums';

export async function activate(locale: Locale): Promise<void> {
  await activateLocale(locale);
}

/** The screen alone, inside the router its links need. */
export async function renderScreen(screenElement: ReactNode, locale: Locale = 'en') {
  await activate(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{withQueryClient(screenElement)}</MemoryRouter>
    </I18nProvider>,
  );
}

export function signIn(roles: Role[], extra: Partial<SessionUser> = {}): void {
  useSessionStore
    .getState()
    .signIn(
      { id: 'user-1', email: 'person@example.org', displayName: 'Person', roles, ...extra },
      'token-1',
    );
}

export interface ServiceFixture {
  id: string;
  name: string;
  type: string[];
  isApproved: boolean;
  likes?: number;
  addedByVolunteer?: boolean;
}

export const service = (
  id: string,
  name: string,
  type: string[],
  isApproved = false,
): ServiceFixture => ({ id, name, type, isApproved, likes: 0, addedByVolunteer: true });

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | 'offline';

/**
 * A fetch double at the network edge: records each call and answers with `respond`'s result
 * (a JSON body with a status, or 'offline' for a request that never gets an answer).
 */
export function fakeApi(respond: (call: Call) => Answer) {
  const calls: Call[] = [];
  const fetchDouble = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = respond(call);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetchDouble };
}

export const gets = (calls: Call[]) => calls.filter((c) => c.method === 'GET');
