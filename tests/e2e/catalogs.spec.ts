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
