import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { STORAGE_KEYS, STORAGE_VERSION } from '@client/lib/storage-keys';
import { E2E_ADMIN, randomTag, signIn } from '../e2e-accounts';
import { markAccessed } from '../shell-helpers';
import { createFoodService } from './provider-helpers';

export type Language = 'en' | 'es';

/** Every screen a visitor reaches without signing in (docs/spec/product-spec.md §2); `:id` is a service's. */
export const PUBLIC_PATHS = [
  '/',
  '/services/:id',
  '/my_favorites',
  '/crisis_lines',
  '/introduce',
  '/about',
  '/terms_of_use',
  '/privacy_policy',
  '/account-deletion-policy',
  '/feedback',
  '/chatbot',
  '/some-unknown-path',
] as const;

export { randomTag };

/** A public service as GET /api/services answers it (the fields these tests read). */
export interface PublicService {
  id: string;
  name: string;
  phone: string | null;
  type: string[];
  category: string[];
  serviceSummary: string;
  likes: number;
  isShowFlag: boolean;
}

/** Every approved service (the demo data), as a guest sees them. */
export async function publicServices(request: APIRequestContext): Promise<PublicService[]> {
  const res = await request.get('/api/services?limit=0');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as PublicService[];
}

/** A service's kudos count on the server. */
export async function serverLikes(request: APIRequestContext, id: string): Promise<number> {
  const res = await request.get(`/api/services/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as PublicService).likes;
}

/**
 * A returning visitor who chose `language` earlier: the 'already accessed' cookie and the stored
 * language (with the storage version, so the version rule of docs/spec/product-spec.md §4 keeps it).
 */
export async function returningVisitor(
  context: BrowserContext,
  baseURL: string,
  language: Language = 'en',
): Promise<void> {
  await markAccessed(context, baseURL);
  await context.addInitScript(
    ({ keys, version, chosen }) => {
      if (localStorage.getItem(keys.language)) return;
      localStorage.setItem(keys.version, version);
      localStorage.setItem(keys.language, chosen);
    },
    { keys: STORAGE_KEYS, version: STORAGE_VERSION, chosen: language },
  );
}

/** The rows of the home list (not the favorites list). */
export function homeCards(page: Page) {
  return page.locator('.home__results > ul.service-list > li.service-card');
}

/**
 * Scrolls home's list down, a screen at a time as a person would, until it shows at least `rows`
 * rows, or (`rows` null) until its end: every row drawn, every page loaded, nothing busy. The rows
 * after the first are drawn as the list's end comes within reach (use-home-list.ts), and near the
 * end of a page the next page loads.
 */
async function scrollHomeUntil(page: Page, rows: number | null): Promise<void> {
  const reached = await page.evaluate(async (rows) => {
    const done = (results: Element) =>
      rows === null
        ? results.getAttribute('aria-busy') === 'false' && !results.querySelector('.load-more')
        : results.querySelectorAll('ul.service-list > li.service-card').length >= rows;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const results = document.querySelector('.home__results');
      if (results && done(results)) return true;
      window.scrollBy(0, window.innerHeight);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }, rows);
  expect(reached, rows === null ? "home's list's end" : `${rows} rows on home`).toBe(true);
}

/** Scrolls home's list until it shows at least `rows` rows. */
export const scrollListTo = (page: Page, rows: number) => scrollHomeUntil(page, rows);

/** Scrolls home's list to its end: every row drawn, every page loaded, nothing busy. */
export const scrollListToEnd = (page: Page) => scrollHomeUntil(page, null);

/** Scrolls home's list to its end and expects `rows` rows in all. */
export async function expectWholeList(page: Page, rows: number): Promise<void> {
  await scrollListToEnd(page);
  await expect(homeCards(page)).toHaveCount(rows);
}

/** Opens home with the list settled on its first rows. */
export async function openHome(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(homeCards(page).first()).toBeVisible({ timeout: 20_000 });
}

/**
 * An approved service with 'Connect with this Service?' on (isShowFlag is for administrators; about
 * 15% of the demo listings have it, at places no test should depend on), created by the administrator.
 */
export async function connectableService(request: APIRequestContext) {
  const admin = await signIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const name = `Connect Kitchen ${randomTag()}`;
  const id = await createFoodService(request, admin, name, {
    description: 'Hot meals and a friendly word.',
    isShowFlag: true,
  });
  return { id, name };
}

/** Types in home's search field, opening it from the bar's search button (docs/screens.md "The first screen of a phone") first. */
export async function searchHome(page: Page, text: string): Promise<void> {
  const field = page.getByRole('searchbox', { name: /^(Search services|Buscar servicios)$/ });
  if (!(await field.isVisible())) {
    await page.getByRole('button', { name: /^(Search services|Buscar servicios)$/ }).click();
  }
  await field.fill(text);
}

/** Chooses a category in home's "More filters" sheet and closes the sheet. */
export async function chooseCategory(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: /^More filters/ }).click();
  await page.getByRole('dialog').getByLabel('Category').selectOption({ label });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
