import { expect, test, type Page } from '@playwright/test';
import { auth, providerWithShelter, signInOnDevice } from './e2e-accounts';
import { markAccessed, waitForServiceWorkerControl } from './shell-helpers';
import { mirrorRows } from './support/mirror-rows';
import { searchHome } from './support/public-helpers';

// The offline data layer (docs/sync.md), "Must show": visit online, go offline and reload; reading works from the mirror, and
// writes made offline reach the server exactly once when the network returns.

/** Entries in the mirror's outbox, read from IndexedDB itself. */
const outboxSize = async (page: Page) => (await mirrorRows(page, 'outbox')).length;

test('offline: the mirror answers every screen, and queued writes reach the server once', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { provider, admin, id, name } = await providerWithShelter(request);
  await markAccessed(context, baseURL!);
  await signInOnDevice(page, provider);

  // Online: the first visit installs the app and fills the mirror.
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await expect(page.locator('.service-list .service-card').first()).toBeVisible();
  await searchHome(page, name);
  await expect(page.getByRole('link', { name })).toBeVisible();
  // The provider's shelters are kept for bed updates offline.
  await page.goto('/available_beds');
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // Offline, after a reload: home, search, open now, detail, favorites, crisis lines.
  await context.setOffline(true);
  await page.goto('/');
  const rows = page.locator('.service-list .service-card');
  await expect(rows.first()).toBeVisible();
  await page.getByRole('button', { name: 'Open now' }).click();
  await expect(page.locator('.home__results')).toHaveAttribute('aria-busy', 'false');
  // The shared engine decides offline too: no closed or contact-only service is left.
  await expect(rows.locator('.open-status--closed, .open-status--contact')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open now' }).click();
  await searchHome(page, name);
  await expect(rows).toHaveCount(1);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: /^Give kudos/ }).click();
  await expect(page.getByRole('button', { name: /^Give kudos/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: /Add to favorites/ }).click();
  await expect(page.getByRole('button', { name: /Remove from favorites/ })).toBeVisible();

  const message = `The side door is closed at night (${Date.now()}).`;
  await page
    .getByRole('button', { name: 'Click here to Report Incorrect Info or Claim this Service' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill('visitor@refugio.test');
  await dialog.getByLabel('Message').fill(message);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/my_favorites');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.goto('/crisis_lines');
  await expect(page.getByRole('link', { name: /^Call / }).first()).toBeVisible();

  await page.goto('/available_beds');
  await page.getByRole('button', { name: `More available beds at ${name}` }).click();
  await expect(page.getByRole('spinbutton', { name: `Available beds at ${name}` })).toHaveValue(
    '5',
  );

  // Kudo, feedback, favorite and beds wait in the outbox.
  await expect(page.getByTestId('queued-count')).toContainText('4');

  // Back online: everything is sent, and counted once.
  await context.setOffline(false);
  await expect
    .poll(async () => (await request.get(`/api/services/${id}`)).json(), { timeout: 30_000 })
    .toMatchObject({ likes: 1, availableBeds: 5 });
  // The outbox itself is empty (the banner hides its count while a sync runs online).
  await expect.poll(() => outboxSize(page), { timeout: 30_000 }).toBe(0);
  await expect(page.getByTestId('queued-count')).toHaveCount(0);
  const feedbacks = await request.get(`/api/feedbacks?limit=100`, { headers: auth(admin) });
  const mine = ((await feedbacks.json()) as { message: string }[]).filter(
    (f) => f.message === message,
  );
  expect(mine).toHaveLength(1);
  const profile = await request.get('/api/auth/profile', { headers: auth(provider) });
  const favorites = JSON.stringify(await profile.json()).split(id).length - 1;
  expect(favorites).toBe(1);
});
