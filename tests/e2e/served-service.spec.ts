import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@shared/app-shell';
import {
  expectNoAxeViolations,
  holdAppModules,
  waitForServiceWorkerControl,
} from './shell-helpers';
import { mirrorRows } from './support/mirror-rows';
import { publicServices, returningVisitor, type Language } from './support/public-helpers';
import {
  expectSameBoxes,
  firstRenderBoxes,
  measureBoxes,
  type MeasuredBoxes,
} from './support/first-render-boxes';

// docs/architecture.md "The first screen": the page the server sends for a public service already
// shows the service, drawn by the app's own components in the language the app will show, and the
// app's first render draws it again from the record in the page, box for box.

/**
 * A public service with a summary and a description (the demo data has many): the first, or the
 * last for a test that gives it kudos (other files' tests give kudos to the first ones, and a
 * count that moves under a test would fail it).
 */
async function describedService(page: Page, from: 'first' | 'last' = 'first') {
  const services = await publicServices(page.request);
  for (const { id } of from === 'first' ? services : [...services].reverse()) {
    const service = (await (await page.request.get(`/api/services/${id}`)).json()) as {
      id: string;
      name: string;
      description: string | null;
      serviceSummary: string | null;
    };
    if (service.description && service.serviceSummary) return service;
  }
  throw new Error('no public service with a summary and a description');
}

// Left, top, width and height; left, top and width only where what comes later grows the box.
const MEASURED: MeasuredBoxes = [
  ['.app-header', 4],
  ['main', 3],
  ['article.service-detail', 3],
  ['.service-detail__header h1', 4],
  ['.service-detail__summary', 4],
  ['.service-detail__buttons', 4],
  ['.service-detail__description', 4],
];
for (const language of ['en', 'es'] as Language[]) {
  test(`${language}: the served page shows the service before any script, and the app's first render draws it in the same places`, async ({
    page,
    context,
    baseURL,
  }) => {
    await returningVisitor(context, baseURL!, language);
    // What the app writes once it has shown the chosen language (src/client/lib/i18n.ts).
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
    const service = await describedService(page);
    await page.setViewportSize({ width: 360, height: 740 });
    // The page as the server sends it, before any script runs.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`/services/${service.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
    await expect(page.locator('.service-detail__description')).toBeVisible();
    if (language === 'en')
      await expect(page.locator('.service-detail__description')).toHaveText(service.description!);
    await expect(
      page.getByRole('button', { name: language === 'en' ? 'Share' : /Compartir/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const served = await page.evaluate(measureBoxes, MEASURED);
    await page.unroute('**/assets/*.js');
    // The boxes as the app's first render leaves them, in the first DOM change that puts React's
    // own main landmark there. A first render without the service (a "Loading…" in its place)
    // measures no article.
    const drawn = await firstRenderBoxes(page, `/services/${service.id}`, 'main', MEASURED);
    expectSameBoxes(MEASURED, served, drawn, 'served');
    // The app goes on from there: the same service, in the same language.
    await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  });
}

/** Whether the mirror's records hold service `id`, read from IndexedDB itself (packed parts). */
async function mirrorHolds(page: Page, id: string): Promise<boolean> {
  const parts = (await mirrorRows(page, 'serviceParts')) as {
    keys?: string[];
    values?: unknown[][];
  }[];
  return parts.some(({ keys = [], values = [] }) => {
    const at = keys.indexOf('id');
    return values.some((row) => row[at] === id);
  });
}

test('a first visit stores the served service for offline, checked by the sync worker: the page itself loads no zod', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await returningVisitor(context, baseURL!, 'en');
  const service = await describedService(page);
  // The chunk with the shared zod schemas (src/shared), were the page's thread to load it.
  const pageScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') pageScripts.push(new URL(request.url()).pathname);
  });
  // No sync delivers anything: the record the page was sent with is the mirror's only way to it.
  await context.route('**/api/sync/**', (route) => route.abort());
  await page.goto(`/services/${service.id}`);
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  await expect.poll(() => mirrorHolds(page, service.id), { timeout: 20_000 }).toBe(true);
  expect(pageScripts.some((script) => script.includes('/assets/ahead-job-'))).toBe(true);
  expect(pageScripts.filter((script) => /\/assets\/schemas-/.test(script))).toEqual([]);
  // Offline, the installed app opens it from the mirror.
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  await context.setOffline(false);
});

test('taps on the served page’s kudos and favorites buttons before the app runs are answered', async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL!, 'en');
  const service = await describedService(page, 'last');
  const release = await holdAppModules(page);
  await page.goto(`/services/${service.id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  await page.waitForFunction(() => '__refugioEarlyTaps' in window);
  const kudos = page.getByRole('button', { name: `Give kudos to ${service.name}: ` });
  const likes = Number(await kudos.locator('.kudo-button__count').textContent());
  await kudos.click();
  await kudos.click();
  await page.getByRole('button', { name: `Add to favorites: ${service.name}` }).click();
  // Nothing answers yet: the page is still the server's.
  await expect(kudos).toHaveAttribute('aria-pressed', 'false');
  release();
  // The favorite added, and said: the toast first, since it comes with the write and stays a few
  // seconds, while the buttons' labels follow the mirror's live queries, later on a loaded machine.
  await expect(page.getByText('Added to My Favorites')).toBeVisible();
  // One kudo, however often it was tapped: given on this device, counted. (The count is at least
  // one more: another device's kudo may reach the server meanwhile.)
  const given = page.locator('.kudo-button[aria-pressed="true"]');
  await expect(given).toBeVisible();
  // Polled: once the kudo is sent, the count is the mirror's until the next pull brings the new one.
  await expect
    .poll(async () => Number(await given.locator('.kudo-button__count').textContent()))
    .toBeGreaterThan(likes);
  expect(await mirrorRows(page, 'kudos')).toHaveLength(1);
  await expect(
    page.getByRole('button', { name: `Remove from favorites: ${service.name}` }),
  ).toBeVisible();
  expect(await mirrorRows(page, 'favorites')).toHaveLength(1);
});
