import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  mainHeading,
  markAccessed,
  openHomeAsReturningVisitor,
  waitForServiceWorkerControl,
} from './shell-helpers';
import { openHome } from './support/public-helpers';

test.describe('the app shell', () => {
  test('sends a first visit to /introduce, and accepting the terms opens home', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/introduce$/);
    await expect(mainHeading(page)).toHaveText('Welcome to Refugio');

    // The terms form is on the tutorial's last slide (docs/spec/product-spec.md §2: Skip jumps there).
    await page.getByRole('button', { name: 'Skip to the terms' }).click();
    await page.getByRole('checkbox', { name: /accept the terms of use/ }).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();

    // Home names its tab in the hash (docs/spec/product-spec.md §2): SHELTER by default.
    await expect(page).toHaveURL(/\/(#SHELTER)?$/);
    await expect(mainHeading(page)).toHaveText('Find help nearby');
    await page.reload();
    await expect(mainHeading(page)).toHaveText('Find help nearby');
  });

  test('loads / for a returning visitor', async ({ page, context, baseURL }) => {
    await markAccessed(context, baseURL!);
    await page.goto('/');
    // Not sent to /introduce; home may already have named its tab in the hash.
    await expect(page).toHaveURL(/\/(#SHELTER)?$/);
    await expect(mainHeading(page)).toHaveText('Find help nearby');
    await expect(page.getByRole('link', { name: 'Refugio' })).toBeVisible();
    // The server was seeded with the fictional demo listings: the app says so.
    await expect(page.getByRole('note')).toContainText(
      'Demo data: the listings are fictional examples. The crisis lines are real.',
    );
  });

  test('is controlled by the service worker and still opens offline', async ({
    page,
    context,
    baseURL,
  }) => {
    await openHomeAsReturningVisitor(page, context, baseURL!);
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    await page.reload();
    await expect(mainHeading(page)).toHaveText('Find help nearby');

    await page.goto('/crisis_lines');
    await expect(mainHeading(page)).toHaveText('Crisis lines');

    // The Spanish catalog is precached too, so the language can change with no signal.
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(mainHeading(page)).toHaveText('Líneas de crisis');
  });

  test('shows "Page not found" for an unknown path, with a link home that works', async ({
    page,
    context,
    baseURL,
  }) => {
    await markAccessed(context, baseURL!);
    await page.goto('/no-such-page');
    await expect(mainHeading(page)).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found · Refugio');
    await page.getByRole('link', { name: 'Back to home' }).click();
    // Home names its default tab in the hash (docs/spec/product-spec.md §2: /#SHELTER).
    await expect(page).toHaveURL(/\/(#SHELTER)?$/);
    await expect(mainHeading(page)).toHaveText('Find help nearby');
  });

  test('switches to Español, including <html lang>, and keeps it after a reload', async ({
    page,
    context,
    baseURL,
  }) => {
    await openHomeAsReturningVisitor(page, context, baseURL!);

    await page.getByRole('button', { name: 'Español' }).click();

    await expect(mainHeading(page)).toHaveText('Encuentra ayuda cerca');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Encuentra ayuda cerca · Refugio');

    await page.reload();
    await expect(mainHeading(page)).toHaveText('Encuentra ayuda cerca');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  });

  test('opens the side menu and navigates from it', async ({ page, context, baseURL }) => {
    await markAccessed(context, baseURL!);
    // Home's listings, not its heading: the prerendered screen has the same heading and an inert
    // Menu button until the app mounts (docs/screens.md "First visit speed").
    await openHome(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Crisis lines' }).click();
    await expect(page).toHaveURL(/\/crisis_lines$/);
    await expect(mainHeading(page)).toHaveText('Crisis lines');
    await expect(menu).toBeHidden();
  });
});

test.describe('accessibility (axe: WCAG 2.0/2.1 A and AA, best practices)', () => {
  test('finds no violations on /introduce', async ({ page }) => {
    await page.goto('/introduce');
    await expect(mainHeading(page)).toHaveText('Welcome to Refugio');
    await expectNoAxeViolations(page);
  });

  test('finds no violations on / with the menu closed and open', async ({
    page,
    context,
    baseURL,
  }) => {
    await openHomeAsReturningVisitor(page, context, baseURL!);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('finds no violations on the 404 page', async ({ page, context, baseURL }) => {
    await markAccessed(context, baseURL!);
    await page.goto('/no-such-page');
    await expect(mainHeading(page)).toHaveText('Page not found');
    await expectNoAxeViolations(page);
  });
});
