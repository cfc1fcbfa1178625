import { expect, test, type Page } from '@playwright/test';
import { auth, signInOnDevice, signUpThroughApi } from './e2e-accounts';
import {
  adminSession,
  createUser,
  newDevice,
  randomTag,
  signInThroughUi,
  userIdByEmail,
} from './support/admin-helpers';
import { markAccessed } from './shell-helpers';

// the accounts and management screens (docs/screens.md "Management screens"), "Must show": a volunteer adds a service without the shelter-only fields; a volunteer
// lead approves it from /manage_approvals; only then is it public (docs/spec/product-spec.md §4, §6).

/** The volunteer's sign-up through /login?volunteer=true (docs/spec/product-spec.md §2). */
async function signUpAsVolunteer(page: Page, email: string, name: string) {
  await page.goto('/login?volunteer=true');
  await expect(page.getByRole('heading', { name: 'Volunteer Signup' })).toBeVisible();
  await page.getByLabel('Community Service Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('volunteer-password');
  await page.getByLabel('Accept Terms of Use & Privacy Policy').check();
  await page.getByRole('button', { name: 'Sign up as a volunteer' }).click();
  await expect(page.getByText(`Welcome user ${email}`)).toBeVisible();
}

/** Fills the service form of /add_service as a volunteer, checking what it leaves out. */
async function fillVolunteerService(page: Page, name: string) {
  await page.getByLabel('Community service name').fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Warm meals and a place to rest.');
  await page.getByLabel('Address 1').fill('1 Test Street');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State', { exact: true }).fill('CO');
  await page.getByLabel('Zip').fill('80202');
  // A shelter: the type that shows the bed fields to everyone else.
  await page.getByLabel('Shelter', { exact: true }).check();
  await page.getByLabel('Service details').fill('Emergency Shelter');
  await page.getByLabel('All', { exact: true }).check();

  // docs/spec/product-spec.md §6: volunteers set no beds, no low barrier and no contact-for-hours.
  await expect(page.getByLabel('Pets allowed')).toBeVisible();
  await expect(page.getByLabel('Total beds')).toHaveCount(0);
  await expect(page.getByLabel('Available beds')).toHaveCount(0);
  await expect(page.getByLabel('Low barrier')).toHaveCount(0);
  await expect(page.getByLabel('Please contact this service for hours')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add opening hours' }).click();
  await page.getByLabel('Schedule type').selectOption({ label: 'Open 24/7' });
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByRole('button', { name: 'Add opening hours' })).toBeVisible();
}

test('a volunteer adds a service without bed or contact fields and a lead approves it', async ({
  page,
  context,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = randomTag();
  const email = `volunteer-${tag}@refugio.test`;
  const serviceName = `Volunteer Haven ${tag}`;
  const admin = await adminSession(request);
  const lead = await createUser(request, admin, 'VOLUNTEER LEAD', 'lead');

  await markAccessed(context, baseURL!);
  await signUpAsVolunteer(page, email, `Volunteer ${tag}`);

  // The administrator approves the volunteer's account (setup: the test is about the service).
  const volunteerId = await userIdByEmail(request, admin, email);
  const approved = await request.put(`/api/users/${volunteerId}`, {
    headers: auth(admin),
    data: { isApproved: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // The profile check at start picks the approval up (docs/spec/product-spec.md §4).
  await page.goto('/add_service');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Service' })).toBeVisible();
  await fillVolunteerService(page, serviceName);
  await page.getByRole('button', { name: 'Add Service' }).click();
  await expect(page.getByText('Service Added Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/manage_services$/);
  await expect(page.getByText('This Service is waiting for Approval').first()).toBeVisible();

  // Not public yet: a guest gets 404 for it.
  const list = await request.get('/api/services', {
    headers: auth(admin),
    params: { search: 'name', q: serviceName },
  });
  expect(list.status(), await list.text()).toBe(200);
  const [created] = (await list.json()) as { id: string; name: string; totalBeds: number }[];
  expect(created?.name).toBe(serviceName);
  const serviceId = created!.id;
  expect((await request.get(`/api/services/${serviceId}`)).status()).toBe(404);

  // The volunteer lead, on their own device, approves it from /manage_approvals.
  const leadPage = await newDevice(browser, baseURL!);
  await signInThroughUi(leadPage, lead.email, lead.password);
  await leadPage.goto('/manage_approvals');
  await expect(leadPage.getByRole('heading', { level: 1, name: 'Manage approvals' })).toBeVisible();
  await expect(
    leadPage
      .getByRole('region', { name: 'Added by volunteers' })
      .getByRole('heading', { level: 3, name: 'Shelter' }),
  ).toBeVisible();
  await leadPage.getByLabel(serviceName, { exact: true }).check();
  await expect(leadPage.getByText('1 service selected')).toBeVisible();
  await leadPage.getByRole('button', { name: 'Approve selected' }).click();
  await expect(leadPage.getByText('Approved successfully')).toBeVisible();
  // The list reloads after the bulk action and the service has left it.
  await expect(leadPage.getByLabel(serviceName, { exact: true })).toHaveCount(0);
  await leadPage.context().close();

  // Public now: the API answers a guest, and a visitor's device shows its detail page.
  const publicAnswer = await request.get(`/api/services/${serviceId}`);
  expect(publicAnswer.status(), await publicAnswer.text()).toBe(200);
  const visitor = await newDevice(browser, baseURL!);
  await visitor.goto(`/services/${serviceId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: serviceName })).toBeVisible();
  await visitor.context().close();
});

// The control of the test above: the same labels are there for a provider, so their absence for
// the volunteer is the role rule at work and not a renamed field.
test('a provider’s service form has the bed and contact fields a volunteer’s lacks', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const { session } = await signUpThroughApi(request, 'provider');
  await signInOnDevice(page, session);
  await markAccessed(context, baseURL!);

  await page.goto('/add_service');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Service' })).toBeVisible();
  await page.getByLabel('Shelter', { exact: true }).check();
  await expect(page.getByLabel('Total beds')).toBeVisible();
  await expect(page.getByLabel('Available beds')).toBeVisible();
  await expect(page.getByLabel('Low barrier')).toBeVisible();
  await expect(page.getByLabel('Please contact this service for hours')).toBeVisible();
});
