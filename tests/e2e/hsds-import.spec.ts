import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './e2e-accounts';
import { randomTag, signInThroughUi } from './support/admin-helpers';
import { searchHome } from './support/public-helpers';
import { expectNoAxeViolations, mainHeading, markAccessed } from './shell-helpers';
import { legacyTables, zipTables } from '@tests/server/hsds/legacy-package';

// the HSDS import and export (docs/hsds.md), "Must show": an administrator uploads a 211-style HSDS package on /import, reads
// the dry-run report, imports, and finds the listings on home, on the map and in search, in
// English and Spanish.
test('an administrator imports an HSDS package and finds its listings everywhere', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const name = `Zephyr Kitchen ${randomTag()}`;
  const zip = await zipTables(legacyTables({ kitchenName: name }));
  await markAccessed(context, baseURL!);
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);

  await page.goto('/import');
  await expect(mainHeading(page)).toHaveText('Import listings');
  await expectNoAxeViolations(page);
  await page
    .getByLabel('HSDS file (.json or .zip)')
    .setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByLabel(/Publish the imported listings at once/).check();
  await page.getByRole('button', { name: 'Check the file' }).click();

  const dryRun = page.getByRole('heading', { name: 'Dry run: nothing has been written yet' });
  await expect(dryRun).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('ZZ-9999 Mystery Services (1 services)')).toBeVisible();
  await expect(page.getByText('services.csv, row 4: empty id')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Import these listings' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 60_000,
  });
  await expectNoAxeViolations(page);

  // Home, after the pull: the Food tab and the search find it.
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Service types' })
    .getByRole('button', { name: 'Food' })
    .click();
  await searchHome(page, name);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible({ timeout: 30_000 });

  // Its page: the imported hours and its place on the map.
  await page.getByRole('link', { name, exact: true }).click();
  await expect(mainHeading(page)).toHaveText(name);
  await expect(page.getByText('Hot meals every day.', { exact: false })).toBeVisible();
  await page.getByRole('heading', { level: 2, name: 'Map' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.map-marker')).toHaveCount(1, { timeout: 20_000 });

  // In Spanish: the same listing, the screen's words in Spanish.
  await page.goto('/');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await searchHome(page, name);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible({ timeout: 30_000 });
  await page.goto('/import');
  await expect(mainHeading(page)).toHaveText('Importar servicios');
  await expectNoAxeViolations(page);
});
