import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { testRouter, TestRoutes } from '../../test-router';
import { withQueryClient } from '../../with-query-client';
import { vi } from 'vitest';
import {
  AddServiceScreen,
  EditServiceScreen,
} from '@client/features/service-form/components/service-form-screen';
import { activateLocale, i18n, type Locale } from '@client/lib/i18n';
import { useSessionStore } from '@client/lib/session-store';
import type { Role } from '@shared/domain/enums';
import { service } from '../../sync/fakes';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body: unknown };

/**
 * fetch at the network edge: `answer(method, path)` decides each reply; every call is recorded.
 * The country list answers [] unless the test says otherwise.
 */
export function stubApi(answer: (method: string, path: string) => Answer | undefined) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api/, '');
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const reply = answer(method, path) ?? { status: 200, body: [] };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function signInAs(roles: Role[]): void {
  useSessionStore
    .getState()
    .signIn({ id: 'user-1', email: 'person@example.org', displayName: 'Person', roles }, 'token-1');
}

/** The add or edit screen inside a router that also knows /manage_services. */
export async function renderForm(editId: string | null = null, locale: Locale = 'en') {
  await activateLocale(locale);
  const screen = editId ? <EditServiceScreen serviceId={editId} /> : <AddServiceScreen />;
  const view = render(
    <I18nProvider i18n={i18n}>
      <TestRoutes
        initialEntry="/form"
        routes={[
          { path: '/form', element: withQueryClient(screen) },
          { path: '/manage_services', element: <p>Manage list</p> },
          { path: '/', element: <p>Home</p> },
        ]}
      />
    </I18nProvider>,
  );
  // A new service's form opens after the quota check (answered or failed).
  if (!editId) await view.findByRole('group', { name: /Service types|Tipos de servicio/ });
  return { router: testRouter, ...view };
}

/** A stored service as GET /api/services/:id answers it (the fields the form reads). */
export function storedService(overrides: Record<string, unknown> = {}) {
  return {
    // The whole record, as the shared schema (src/shared/api/service.ts) reads it.
    ...service('svc-1'),
    id: 'svc-1',
    name: 'Anchor House',
    description: 'Beds for the night',
    descriptionEs: 'Camas para la noche',
    serviceSummary: 'Emergency Shelter',
    serviceSummaryEs: 'Refugio de emergencia',
    type: ['SHELTER'],
    category: ['WOMEN'],
    age: '18+',
    ageEs: '18+',
    address1: '1 Main St',
    address2: null,
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    country: 'United States',
    location: { type: 'Point', coordinates: [-104.99, 39.74] },
    phone: '(303) 555-0100',
    contactEmail: null,
    website: null,
    facebook: null,
    twitter: null,
    instagram: null,
    youtube: null,
    isCriticalHeader: false,
    criticalDescription: null,
    isCriticalNeverExpire: false,
    criticalExpiredAt: null,
    availableBeds: 3,
    totalBeds: 12,
    isLowBarrier: true,
    isAllowedPet: false,
    isContact: true,
    isShowFlag: true,
    isShowDonate: false,
    schedules: [],
    closeSchedules: [],
    ...overrides,
  };
}

/** The value of an input or textarea (no jest-dom matchers in this project). */
export function valueOf(element: HTMLElement): string {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element.value
    : '';
}

export function isChecked(element: HTMLElement): boolean {
  return element instanceof HTMLInputElement && element.checked;
}
