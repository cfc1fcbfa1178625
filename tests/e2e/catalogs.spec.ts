import { expect, test } from '@playwright/test';
import { returningVisitor } from './support/public-helpers';

// A start loads only the first screen's messages; every other visitor screen's come with the first
// module that shows them (docs/architecture.md "Catalogs", scripts/lib/catalog-wait.ts). Were one
// of them drawn before its catalog, it would show Lingui's ids (`XPNbvQ`) instead of words.
const WORDS = {
  en: {
    emergency: 'If this is an emergency, call 911.',
    moreFilters: 'More filters',
    category: 'Category',
    switchTo: 'Español',
  },
  es: {
    emergency: 'Si es una emergencia, llama al 911.',
    moreFilters: 'Más filtros',
    category: 'Categoría',
    switchTo: 'English',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const words = WORDS[language];
  test.describe(`the catalogs in ${language}`, () => {
    test.beforeEach(({ context, baseURL }) => returningVisitor(context, baseURL!, language));

    test('a start on a screen outside the first screen draws it translated', async ({ page }) => {
      await page.goto('/crisis_lines');
      await expect(page.getByText(words.emergency)).toBeVisible();
    });

    test('a sheet home loads later opens translated', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: words.moreFilters }).click();
      const sheet = page.getByRole('dialog', { name: words.moreFilters });
      await expect(sheet.getByText(words.category, { exact: true })).toBeVisible();
    });

    test('a screen outside the first screen follows a language change', async ({ page }) => {
      await page.goto('/crisis_lines');
      await expect(page.getByText(words.emergency)).toBeVisible();
      await page.getByRole('button', { name: words.switchTo }).click();
      const other = WORDS[language === 'en' ? 'es' : 'en'];
      await expect(page.getByText(other.emergency)).toBeVisible();
    });
  });
}

// The other visitor screens' words could not be fetched (offline on a first visit, before the
// service worker held them): the sheet draws Lingui's ids, then its words once the browser is back
// online, without a reload (loadCatalog's retry, src/client/lib/i18n.ts).
test.describe('a catalog that failed to load', () => {
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(({ context, baseURL }) => returningVisitor(context, baseURL!, 'es'));

  test('is loaded again when the browser is back online, and the open sheet is translated', async ({
    page,
    context,
  }) => {
    const words = WORDS.es;
    const catalogChunks = '**/assets/messages-*.js';
    await context.route(catalogChunks, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await page.getByRole('button', { name: words.moreFilters }).click();
    const sheet = page.getByRole('dialog', { name: words.moreFilters });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText(words.category, { exact: true })).toHaveCount(0);
    await context.unroute(catalogChunks);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(sheet.getByText(words.category, { exact: true })).toBeVisible();
  });
});
