import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForServiceWorkerControl } from './shell-helpers';
import { openHome, returningVisitor } from './support/public-helpers';

// docs/screens.md "The location sheet's search": online, the location sheet finds any US city or ZIP code the server knows,
// wherever the device's gazetteer slice was taken; offline it searches that slice and says so.

test('online, the sheet finds Denver after Seattle was chosen, a far ZIP code, and Chicago after clearing', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const zipAnswer = await request.post('/api/services/search-city-or-zip', {
    data: { keyword: '33101' },
  });
  const zip = (
    (await zipAnswer.json()) as { zips: { code: string; city: string; state: string }[] }
  ).zips[0]!;
  await returningVisitor(context, baseURL!);
  await openHome(page);
  const sheet = page.getByRole('dialog', { name: 'Choose your location' });
  const field = sheet.getByRole('searchbox', { name: 'Search city name or ZIP code' });
  const choose = async (text: string, place: string) => {
    await page.getByRole('button', { name: /^Location: / }).click();
    await expect(sheet.getByText('Searching every US city and ZIP code.')).toBeVisible();
    await field.fill(text);
    await sheet.getByRole('button', { name: place, exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(
      page.getByRole('button', { name: `Location: Near ${place}. Change location` }),
    ).toBeVisible();
  };

  await choose('seattle', 'Seattle, WA');
  // The slice near Seattle holds no Denver: the server's search does.
  await choose('denver', 'Denver, CO');
  await choose(zip.code, `${zip.city}, ${zip.state} ${zip.code}`);

  await page.getByRole('button', { name: /^Location: / }).click();
  await sheet.getByRole('button', { name: 'Clear location' }).click();
  await choose('chicago', 'Chicago, IL');

  await page.getByRole('button', { name: /^Location: / }).click();
  await field.fill('phoenix');
  await expect(sheet.getByRole('button', { name: 'Phoenix, AZ', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('offline, the sheet says it searches only the places saved on the device', async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL!, 'es');
  const places = page.waitForResponse((r) => r.url().includes('/sync/places') && r.ok());
  await openHome(page);
  await places;
  // After one visit: the service worker holds the app, the sheet's catalog with it. Offline any
  // sooner, the catalog's chunk could still be on its way (docs/spec/design-card.md: offline-first
  // installable PWA).
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: /^Ubicación: / }).click();
  const sheet = page.getByRole('dialog');
  await expect(
    sheet.getByText('Sin conexión: solo se buscan los lugares guardados en este dispositivo.'),
  ).toBeVisible();
  await sheet.getByRole('searchbox').fill('denver');
  await expect(sheet.getByRole('button', { name: 'Denver, CO', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.setOffline(false);
});
