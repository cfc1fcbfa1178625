import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The administrator the end-to-end server is seeded with (playwright.config.ts passes these as
 * ADMIN_EMAIL and ADMIN_PASSWORD). Test-only credentials for a throwaway database.
 */
export const E2E_ADMIN = {
  email: 'e2e-admin@refugio.test',
  password: 'e2e-admin-password',
} as const;

export interface Session {
  token: string;
  user: { id: string; email: string; displayName: string; roles: string[] };
}

export async function signIn(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { token, ...user } = (await res.json()) as Session['user'] & { token: string };
  return { token, user } satisfies Session;
}

export const auth = (s: Session) => ({ authorization: `Bearer ${s.token}` });

/** A short random tag: tests share one database, so every name and e-mail they create is unique. */
export const randomTag = () => Math.random().toString(36).slice(2, 8);

const DISPLAY_NAMES = { provider: 'Provider', volunteer: 'Volunteer', person: 'Person' } as const;

/**
 * Someone signed up through the API (set-up, not what a test is about); a volunteer waits for
 * approval. The sign-up answer carries the session (docs/api/auth.md), so no sign-in is spent:
 * sign-in allows 10 a minute.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  kind: keyof typeof DISPLAY_NAMES,
  password = `${kind}-password`,
) {
  const tag = randomTag();
  const email = `${kind}-${tag}@refugio.test`;
  const res = await request.post('/api/auth/sign-up', {
    data: {
      email,
      password,
      displayName: `${DISPLAY_NAMES[kind]} ${tag}`,
      ...(kind === 'volunteer' ? { isVolunteer: true } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { token, ...user } = (await res.json()) as Session['user'] & { token: string };
  return { session: { token, user } satisfies Session, email, password, tag };
}

/** A provider with one approved shelter (approved by the administrator, so it is public). */
export async function providerWithShelter(request: APIRequestContext) {
  const { session: provider, tag } = await signUpThroughApi(request, 'provider');
  const name = `Offline Haven ${tag}`;
  const created = await request.post('/api/services', {
    headers: auth(provider),
    data: {
      name,
      description: 'Beds and a warm meal every night.',
      serviceSummary: 'Emergency Shelter',
      address1: '1 Test Street',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      country: 'United States',
      type: ['SHELTER'],
      category: ['ALL'],
      schedules: [{ type: 'FULL_DAY' }],
      closeSchedules: [],
      totalBeds: 10,
      availableBeds: 4,
      location: { type: 'Point', coordinates: [-104.99, 39.74] },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const admin = await signIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const approved = await request.post('/api/services/approve-services', {
    headers: auth(admin),
    data: { services: [id] },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return { provider, admin, id, name };
}

/** The provider is signed in on this device (the login screen comes with docs/screens.md "Management screens"). */
export async function signInOnDevice(page: Page, session: Session) {
  await page.addInitScript(
    (value) => {
      if (localStorage.getItem('refugio.session')) return;
      localStorage.setItem('refugio.version', '2.1');
      localStorage.setItem('refugio.session', value);
    },
    JSON.stringify({ state: { ...session, isLogin: true, isAdmin: false }, version: 0 }),
  );
}
