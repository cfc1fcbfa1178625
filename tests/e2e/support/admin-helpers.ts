import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { auth, E2E_ADMIN, randomTag, signIn, type Session } from '../e2e-accounts';
import { STORAGE_KEYS } from '@client/lib/storage-keys';
import { markAccessed } from '../shell-helpers';

export { randomTag };

export const adminSession = (request: APIRequestContext) =>
  signIn(request, E2E_ADMIN.email, E2E_ADMIN.password);

export interface NewUser {
  id: string;
  email: string;
  password: string;
  displayName: string;
}

/** An account the administrator creates through POST /api/users (docs/api/users.md). */
export async function createUser(
  request: APIRequestContext,
  admin: Session,
  role: string,
  label: string,
): Promise<NewUser> {
  const tag = randomTag();
  const user = {
    email: `${label}-${tag}@refugio.test`,
    password: `${label}-password`,
    displayName: `${label} ${tag}`,
  };
  const res = await request.post('/api/users', { headers: auth(admin), data: { ...user, role } });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()) as { id: string };
  return { id, ...user };
}

/** The id of the one user with this e-mail, looked up as the administrator. */
export async function userIdByEmail(request: APIRequestContext, admin: Session, email: string) {
  const res = await request.get('/api/users', {
    headers: auth(admin),
    params: { search: 'email', q: email },
  });
  expect(res.status(), await res.text()).toBe(200);
  const users = (await res.json()) as { id: string; email: string }[];
  const found = users.find((user) => user.email === email);
  expect(found, `a user ${email}`).toBeTruthy();
  return found!.id;
}

/** Fills the Log in tab of /login and presses Log in (nothing is awaited after the click). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Service Provider Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Signs in through the /login screen, waits for the welcome and the home screen, and answers the
 * session the app stored, so the test can call the API as that person without another sign-in:
 * sign-in allows 10 attempts a minute per client (src/server/routes/auth/limits.ts), and every
 * test of a run comes from the same address.
 */
export async function signInThroughUi(
  page: Page,
  email: string,
  password: string,
): Promise<Session> {
  await submitLogin(page, email, password);
  await expect(page.getByText(`Welcome user ${email}`)).toBeVisible();
  // Home, whatever type tab its hash names.
  await expect(page).toHaveURL(/:\d+\/(?:#.*)?$/);
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.session);
  const { state } = JSON.parse(stored ?? '{}') as { state?: Partial<Session> };
  expect(state?.token, 'the session the app stored').toBeTruthy();
  return { token: state!.token!, user: state!.user! };
}

/** A second person on their own device: a new browser context, already past the introduction. */
export async function newDevice(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await markAccessed(context, baseURL);
  return context.newPage();
}
