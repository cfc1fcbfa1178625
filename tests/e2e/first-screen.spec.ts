import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './shell-helpers';
import { homeCards, openHome, returningVisitor } from './support/public-helpers';

// docs/screens.md "The first screen of a phone": results on the first screen of a phone. At 360×740 and 320×640, in English
// and Spanish, with a critical banner showing and without one, the first three rows of home are
// wholly on the screen above the bottom tabs, and home's controls stay labelled and axe-clean.

const SCREENS = [
  { width: 360, height: 740 },
  { width: 320, height: 640 },
] as const;

/** How many rows are wholly between the top of the screen and the bottom tabs. */
function rowsInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const tabs = document.querySelector('.type-tabs')?.getBoundingClientRect().top;
    const bottom = tabs ?? window.innerHeight;
    const rows = [...document.querySelectorAll('.home__results .service-card')];
    return rows.filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= bottom;
    }).length;
  });
}

for (const language of ['en', 'es'] as const) {
  for (const screen of SCREENS) {
    test(`three listings are on the first screen at ${screen.width}×${screen.height} in ${language}, with and without a banner`, async ({
      page,
      context,
      baseURL,
    }) => {
      await returningVisitor(context, baseURL!, language);
      await page.setViewportSize(screen);
      await openHome(page);
      await expect(homeCards(page).nth(7)).toBeVisible();
      const banner = page.locator('.critical-carousel');
      await expect(banner).toBeVisible();
      // The page's rows are drawn in steps: measure once every row of it is there.
      await expect(page.locator('.home__results')).toHaveAttribute('aria-busy', 'false');
      expect(await rowsInView(page)).toBeGreaterThanOrEqual(3);
      // The same screen on a day with no banner.
      await banner.evaluate((el) => el.remove());
      expect(await rowsInView(page)).toBeGreaterThanOrEqual(3);
    });
  }
}

for (const language of ['en', 'es'] as const) {
  test(`home's bar, filter bar and filters sheet are labelled and axe-clean in ${language}`, async ({
    page,
    context,
    baseURL,
  }) => {
    // axe reads every node of a page of rows.
    test.setTimeout(120_000);
    await returningVisitor(context, baseURL!, language);
    await openHome(page);
    const es = language === 'es';
    await expect(
      page.getByRole('button', { name: es ? 'Más filtros' : 'More filters' }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: es ? 'Preguntar al asistente virtual' : 'Ask the chatbot' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: es ? 'Buscar servicios' : 'Search services' }).click();
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.getByRole('button', { name: es ? 'Más filtros' : 'More filters' }).click();
    const sheet = page.getByRole('dialog', { name: es ? 'Más filtros' : 'More filters' });
    await expect(sheet.getByRole('combobox')).toBeVisible();
    await expectNoAxeViolations(page);
    await sheet.getByRole('combobox').selectOption({ index: 2 });
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('button', { name: es ? 'Más filtros (activos: 1)' : 'More filters: 1 on' }),
    ).toBeFocused();
  });
}
