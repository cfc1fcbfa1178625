import { expect, test } from '@playwright/test';
import { providerWithShelter, signInOnDevice } from './e2e-accounts';
import { expectNoAxeViolations, mainHeading, markAccessed } from './shell-helpers';
import { searchHome } from './support/public-helpers';

// The screens that read the offline mirror, each with its content loaded: axe finds nothing.
test('the mirror screens have no axe violations, online and offline', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { provider, name } = await providerWithShelter(request);
  await markAccessed(context, baseURL!);
  await signInOnDevice(page, provider);

  await page.goto('/');
  await expect(page.locator('.service-list .service-card').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await searchHome(page, name);
  await page.getByRole('link', { name }).click();
  await expect(mainHeading(page)).toHaveText(name);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Add to favorites/ }).click();
  await page
    .getByRole('button', { name: 'Click here to Report Incorrect Info or Claim this Service' })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  for (const [path, heading] of [
    ['/my_favorites', 'My Favorites'],
    ['/crisis_lines', 'Crisis lines'],
    ['/feedback', 'Feedback'],
    ['/available_beds', 'Available beds'],
  ] as const) {
    await page.goto(path);
    await expect(mainHeading(page)).toHaveText(heading);
    await expect(page.getByText(/Loading|Saving/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  }

  // Offline, with the banner and a queued change.
  await context.setOffline(true);
  await page.getByRole('button', { name: `More available beds at ${name}` }).click();
  await expect(page.getByTestId('queued-count')).toBeVisible();
  await expectNoAxeViolations(page);
  await context.setOffline(false);
});
