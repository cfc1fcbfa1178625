import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { openStatus, openStatusText, type ScheduleEntry } from '@shared/schedule';
import { auth, E2E_ADMIN, providerWithShelter, signIn, signInOnDevice } from './e2e-accounts';
import { expectNoAxeViolations, markAccessed, waitForServiceWorkerControl } from './shell-helpers';
import { newDevice, signInThroughUi } from './support/admin-helpers';
import { searchHome } from './support/public-helpers';
import {
  addScheduleEntry,
  createFoodService,
  fillServiceBasics,
  randomTag,
  signUpProvider,
  weekdayIn,
} from './support/provider-helpers';

// The accounts and management screens (docs/screens.md "Management screens"), "Must show": the provider's own flows: sign up and add a service that waits for
// approval, the service quota, and bed counts updated offline.

interface PublicService {
  id: string;
  name: string;
  isApproved: boolean;
  timeZone: string;
  schedules: ScheduleEntry[];
  closeSchedules: ScheduleEntry[];
}

test('a provider signs up, adds a service that waits for approval, and it goes public once approved', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = randomTag();
  const email = `signup-${tag}@refugio.test`;
  const name = `Sunrise Kitchen ${tag}`;
  // Denver's zone: the server places the service there, and the engine reads hours in it. None
  // of the entries is today, so the service is closed now whatever the hour.
  const zone = 'America/Denver';
  const weekly = weekdayIn(zone, 2);
  const monthly = weekdayIn(zone, 3);
  const closed = weekdayIn(zone, 4);
  await markAccessed(context, baseURL!);

  // Sign up through the Sign up tab of /login.
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Service Provider Signup' })).toBeVisible();
  await page.getByLabel('Community Service Name').fill(`Provider ${tag}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('provider-password');
  await page.getByRole('checkbox', { name: 'Accept Terms of Use & Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText(`Welcome user ${email}`)).toBeVisible();
  // Home, with or without the type tab in the hash.
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // The service form, with a weekly and a monthly opening and a weekly closed day.
  await page.goto('/add_service');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Service' })).toBeVisible();
  await fillServiceBasics(page, name);
  await addScheduleEntry(page, 'opening', { type: 'WEEKLY', day: weekly });
  await addScheduleEntry(page, 'opening', { type: 'MONTHLY', period: 'FIRST', day: monthly });
  await addScheduleEntry(page, 'closed', { type: 'WEEKLY', day: closed });
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(3);
  await page.getByRole('button', { name: 'Add Service', exact: true }).click();

  // Saved: /manage_services lists it as waiting for approval.
  await expect(page).toHaveURL(/\/manage_services$/);
  await expect(page.getByText('Service Added Successfully')).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(row.getByText('This Service is waiting for Approval')).toBeVisible();
  await expectNoAxeViolations(page);

  // Not public: the list leaves it out and its public detail answers 404 to a visitor.
  const search = `/api/services?search=name&q=${encodeURIComponent(name)}`;
  expect(await (await request.get(search)).json()).toEqual([]);
  const provider = await signIn(request, email, 'provider-password');
  const own = (await (
    await request.get(search, { headers: auth(provider) })
  ).json()) as PublicService[];
  expect(own).toHaveLength(1);
  const id = own[0]!.id;
  expect(own[0]).toMatchObject({
    isApproved: false,
    schedules: [
      { type: 'WEEKLY', day: weekly, startTime: '8:00 AM', endTime: '5:00 PM' },
      { type: 'MONTHLY', period: 'FIRST', day: monthly, startTime: '8:00 AM', endTime: '5:00 PM' },
    ],
    closeSchedules: [{ type: 'WEEKLY', day: closed, startTime: '12:00 AM', endTime: '11:59 PM' }],
  });
  expect((await request.get(`/api/services/${id}`)).status()).toBe(404);

  // The administrator, on their own device, approves it on /manage_approvals (an administrator's
  // queue holds every waiting service; a lead's only the volunteer-added ones).
  const adminPage = await newDevice(browser, baseURL!);
  await signInThroughUi(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
  await adminPage.goto('/manage_approvals');
  // A provider's listing waits in the administrator's second group (docs/screens.md).
  await expect(
    adminPage
      .getByRole('region', { name: 'Added by providers' })
      .getByRole('heading', { level: 3, name: 'Food' }),
  ).toBeVisible();
  await adminPage.getByLabel(name, { exact: true }).check();
  await adminPage.getByRole('button', { name: 'Approve selected' }).click();
  await expect(adminPage.getByText('Approved successfully')).toBeVisible();
  await expect(adminPage.getByLabel(name, { exact: true })).toHaveCount(0);
  await adminPage.context().close();
  await page.reload();
  await expect(row.getByText('Approved and Visible to Users')).toBeVisible();

  // Public now: the home list (after the pull) shows it with the engine's status for its hours.
  const service = (await (await request.get(`/api/services/${id}`)).json()) as PublicService;
  expect(service.timeZone).toBe(zone);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Service types' })
    .getByRole('button', { name: 'Food' })
    .click();
  await searchHome(page, name);
  const card = page.locator('.service-card').filter({ has: page.getByRole('link', { name }) });
  await expect(card).toBeVisible({ timeout: 20_000 });
  const expected = openStatusText(openStatus(service, new Date(), zone), 'en');
  expect(expected).toMatch(/^Closed until /);
  await expect(card.locator('.open-status')).toHaveText(expected);
});

test('a provider at the service quota gets the max-limit message instead of a fourth service', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const provider = await signUpProvider(request);
  const tag = randomTag();
  for (const n of [1, 2, 3]) await createFoodService(request, provider, `Quota Pantry ${tag} ${n}`);
  await markAccessed(context, baseURL!);
  await signInOnDevice(page, provider);

  // docs/spec/forms-and-messages.md D.1: the quota is checked before the form, which does not open.
  await page.goto('/add_service');
  const alert = page.getByRole('alert').filter({ hasText: 'You reached the Max Limit' });
  await expect(alert).toHaveText(
    'You reached the Max Limit for adding new services. Please contact the app admin to add more.',
  );
  await expect(page.getByRole('group', { name: 'Service types' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/add_service$/);
  const mine = await request.get(`/api/services?search=name&q=${encodeURIComponent(tag)}`, {
    headers: auth(provider),
  });
  expect(await mine.json()).toHaveLength(3);
});

/** A provider with a shelter of 4 beds (of 10), signed in on this device. */
async function shelterProviderOnDevice(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
) {
  const shelter = await providerWithShelter(request);
  await markAccessed(context, baseURL);
  await signInOnDevice(page, shelter.provider);
  return shelter;
}

test('a provider updates beds offline, and the public detail shows the new count once back online', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { id, name } = await shelterProviderOnDevice(page, context, request, baseURL!);

  await page.goto('/available_beds');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const count = page.getByRole('spinbutton', { name: `Available beds at ${name}` });
  await expect(count).toHaveValue('4');
  await expectNoAxeViolations(page);
  // A provider who has used the app before: the service worker holds its files. (Offline sooner,
  // the chunks a first visit loads after its first screen wait for the signal: the next test.)
  await waitForServiceWorkerControl(page);

  const offlineAt = Date.now();
  await context.setOffline(true);
  await count.fill('7');
  await count.press('Enter');
  await expect(row.getByText('Waiting to be sent')).toBeVisible();
  await expect(count).toHaveValue('7');
  // Still the old count on the server while the device is offline.
  expect(await (await request.get(`/api/services/${id}`)).json()).toMatchObject({
    availableBeds: 4,
  });

  const onlineAt = Date.now();
  await context.setOffline(false);
  await expect(row.getByText('Waiting to be sent')).toHaveCount(0, { timeout: 30_000 });
  const sent = (await (await request.get(`/api/services/${id}`)).json()) as {
    availableBeds: number;
    bedsObservedAt: string;
  };
  expect(sent.availableBeds).toBe(7);
  // The time is when the count was seen (offline), not when it reached the server.
  const observed = Date.parse(sent.bedsObservedAt);
  expect(observed).toBeGreaterThanOrEqual(offlineAt - 1_000);
  expect(observed).toBeLessThanOrEqual(onlineAt);

  await page.goto(`/services/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const facts = page.locator('.detail-facts__row');
  await expect(facts.filter({ hasText: 'Available beds' }).locator('dd')).toHaveText('7');
  await expect(facts.filter({ hasText: 'Total beds' }).locator('dd')).toHaveText('10');
  await expect(page.getByText(/^Beds updated (now|\d+ (seconds?|minutes?) ago)$/)).toBeVisible();
});

// A first visit whose signal goes right after the first screen, before the service worker holds
// the app's files: the chunks loaded after that screen (Dexie's live reads, the sync engine, the
// worker's registration) fail, and load once the signal is back (src/client/lib/load-chunk.ts).
// Before, the screen fell to "Something went wrong" and the count never reached the server.
test('a first visit that loses its signal before the app is kept sends the count once back online', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { id, name } = await shelterProviderOnDevice(page, context, request, baseURL!);
  // The signal goes before these chunks come: each fails once asked for, until the page is
  // offline (Playwright's offline mode fails them too, but only those asked for while it is on).
  const later = /\/assets\/(live-mirror|engine|workbox-window)[^/]*\.js$/;
  const failed = new Set<string>();
  await context.route(later, (route) => {
    failed.add(later.exec(route.request().url())![1]!);
    return route.abort('internetdisconnected');
  });

  await page.goto('/available_beds');
  const count = page.getByRole('spinbutton', { name: `Available beds at ${name}` });
  await expect(count).toHaveValue('4');
  await expect.poll(() => failed.size, { timeout: 10_000 }).toBe(3);
  await context.setOffline(true);
  await context.unroute(later);
  await count.fill('7');
  await count.press('Enter');
  await expect(count).toHaveValue('7');

  await context.setOffline(false);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/services/${id}`)).json()) as { availableBeds: number })
          .availableBeds,
      { timeout: 30_000 },
    )
    .toBe(7);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(count).toHaveValue('7');
  // The worker registered once the signal was back: the next start works offline.
  await waitForServiceWorkerControl(page);
});
