import { expect, test } from '@playwright/test';
import { SERVICE_TYPES } from '@shared/domain/enums';
import { expectNoAxeViolations, holdAppModules } from './shell-helpers';
import { homeCards, openHome, returningVisitor } from './support/public-helpers';
import {
  expectSameBoxes,
  firstRenderBoxes,
  measureBoxes,
  type MeasuredBoxes,
} from './support/first-render-boxes';

// docs/screens.md "First visit speed": index.html carries the first screen (header, tabs, a list skeleton), so the
// first paint needs no JavaScript; the app replaces it when it mounts.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header, the tabs and a list skeleton show, labelled, with no id twice', async ({
    page,
    context,
    baseURL,
  }) => {
    await returningVisitor(context, baseURL!);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Refugio' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Service types' });
    await expect(tabs.getByRole('button')).toHaveCount(SERVICE_TYPES.length);
    await expect(tabs.getByRole('button', { name: 'Shelter', pressed: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Find help nearby', level: 1 })).toBeAttached();
    await expect(page.locator('main .list-skeleton__card').first()).toBeVisible();
    await expect(page.locator('main .home__results')).toHaveAttribute('aria-busy', 'true');
    // No id twice in the page as served.
    const html = await (await page.request.get('/')).text();
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toContain('main-content');
    expect(new Set(ids).size).toBe(ids.length);
  });
});

test('the prerendered screen is axe-clean before any script of the app runs', async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL!);
  // axe needs JavaScript in the page; the app's own scripts are kept from loading instead.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('.list-skeleton')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('with JavaScript the app replaces the prerendered screen, keeping header and tabs in place', async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL!);
  const positions = () =>
    page.evaluate(() =>
      ['.app-header', '.type-tabs'].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return [selector, Math.round(box.top), Math.round(box.height)];
      }),
    );
  // The shell as the server sends it, before any script runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('.list-skeleton')).toBeVisible();
  const before = await positions();
  await page.unroute('**/assets/*.js');
  await openHome(page);
  await expect(page.locator('.list-skeleton')).toHaveCount(0);
  await expect(homeCards(page).first()).toBeVisible();
  await expect(page.locator('.app-header')).toHaveCount(1);
  await expect(page.locator('.type-tabs')).toHaveCount(1);
  expect(await positions()).toEqual(before);
});

test("at 360×740 the app's first render of home draws the prerendered boxes in the same places", async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL!);
  // Left, top, width and height; left, top and width only where what comes later grows the box.
  const MEASURED: MeasuredBoxes = [
    ['.app-header', 4],
    ['.demo-notice', 4],
    ['main', 3],
    ['section.page.home', 3],
    ['.home__results', 3],
    ['.list-skeleton', 4],
    ['.type-tabs', 4],
  ];
  await page.setViewportSize({ width: 360, height: 740 });
  // The first screen as the server sends it, before any script runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('.list-skeleton')).toBeVisible();
  const prerendered = await page.evaluate(measureBoxes, MEASURED);
  await page.unroute('**/assets/*.js');
  // The boxes as the app's first render of home leaves them: its own section's first DOM change.
  const drawn = await firstRenderBoxes(page, '/', 'section.page.home', MEASURED);
  expectSameBoxes(MEASURED, prerendered, drawn, 'prerendered');
});

test('taps on the prerendered tabs, Menu and language button before the app runs are answered', async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL!);
  const release = await holdAppModules(page);
  // Neither `load` nor `DOMContentLoaded` comes while module scripts wait.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('.list-skeleton')).toBeVisible();
  await page.waitForFunction(() => '__refugioEarlyTaps' in window);
  await page.getByRole('button', { name: 'Food' }).click();
  // A tab answers at once, through the address.
  await expect(page.getByRole('button', { name: 'Food', pressed: true })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#FOOD');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Español' }).click();
  // The others wait: the page is still the server's.
  await expect(page.locator('.list-skeleton')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Líneas de crisis' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page
      .getByRole('navigation', { name: 'Tipos de servicio' })
      .getByRole('button', { name: 'Comida', pressed: true, includeHidden: true }),
  ).toBeAttached();
  // The app's own buttons answer for themselves from now on.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
