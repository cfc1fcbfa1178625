import type { InjectOptions } from 'fastify';
import type { TestApp } from '@tests/helpers/build-app';

export const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

/** A valid service body, as the web's form sends it; override what a test is about. */
export function serviceBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: `Test Kitchen ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Hot meals for everyone.',
    serviceSummary: 'Meals',
    address1: '1 Test Street',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    country: 'United States',
    type: ['FOOD'],
    category: ['MEN'],
    schedules: [{ type: 'FULL_DAY' }],
    closeSchedules: [],
    location: { type: 'Point', coordinates: [-104.99, 39.74] },
    ...overrides,
  };
}

export function shelterBody(overrides: Record<string, unknown> = {}) {
  return serviceBody({
    type: ['SHELTER'],
    serviceSummary: 'Emergency Shelter',
    totalBeds: 10,
    availableBeds: 4,
    ...overrides,
  });
}

export async function call(t: TestApp, options: InjectOptions & { token?: string }) {
  const { token, ...rest } = options;
  return t.app.inject({ ...rest, headers: { ...auth(token), ...rest.headers } });
}

/** Creates a service through the API and answers its JSON (fails the test otherwise). */
export async function createService(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; isApproved: boolean; [k: string]: unknown }> {
  const res = await call(t, {
    method: 'POST',
    url: '/api/services',
    token,
    payload: serviceBody(overrides),
  });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** GET a list and its count with the same query string. */
export async function listAndCount(t: TestApp, query: string, token?: string) {
  const [list, count] = await Promise.all([
    call(t, { method: 'GET', url: `/api/services?${query}`, token }),
    call(t, { method: 'GET', url: `/api/services/count?${query}`, token }),
  ]);
  return { list, count };
}

export const q = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
