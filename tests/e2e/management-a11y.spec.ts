import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { auth, signIn, type Session } from './e2e-accounts';
import { expectNoAxeViolations, mainHeading, markAccessed } from './shell-helpers';
import {
  LANGUAGES,
  adminSession,
  chooseLanguage,
  inLanguage,
  newAccount,
  randomTag,
  sessionOnDevice,
} from './support/e2e-forms-helpers';

// Every account and management screen of the accounts and management screens (docs/screens.md "Management screens") in both languages, once its content has loaded:
// one h1, <html lang> naming the language, and axe (WCAG 2.0/2.1 A and AA, and best practices) finds nothing. The
// screens behind a login are opened by the administrator (one session per language); the login
// screens by a guest. Then the management forms' validation messages, inline under the field they
// are about (its accessible description), in both languages.
const GUEST_PATHS = [
  '/login',
  '/login?volunteer=true',
  '/forgot_password',
  '/auth/resetPassword?token=not-a-real-token-but-well-formed&email=someone%40refugio.test',
  '/auth/resetPassword',
] as const;
const ADMIN_PATHS = [
  '/change_password',
  '/update_profile',
  '/add_service',
  '/services/:serviceId/edit',
  '/manage_services',
  '/available_beds',
  '/feedbacks',
  '/crisis_lines/new',
  '/crisis_lines/:crisisLineId/edit',
  '/manage_users',
  '/users/:userId',
  '/manage_approvals',
  '/manage_volunteers',
  '/manage_access',
  '/manage_superusers',
  '/manage_perms',
  '/regions',
  '/homeless_liaisons',
  '/regional_coordinators',
  '/manage_faqs',
  '/manage_pages',
  '/manage_pages/ABOUT',
  '/import',
] as const;
const BUSY = /Loading|Saving|Cargando|Guardando/;

const ids = { serviceId: '', crisisLineId: '', userId: '' };

async function firstId(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), await res.text()).toBe(200);
  const [first] = (await res.json()) as { id: string }[];
  expect(first?.id, path).toBeTruthy();
  return first!.id;
}

test.beforeAll(async ({ request }) => {
  // The demo data the end-to-end server is seeded with holds services and crisis lines.
  ids.serviceId = await firstId(request, '/api/services?limit=1');
  ids.crisisLineId = await firstId(request, '/api/crisis-lines?limit=1');
});

for (const language of LANGUAGES) {
  test.describe(`management screens in ${language}`, () => {
    let admin: Session | undefined;

    test.beforeAll(async ({ request }) => {
      admin = await adminSession(request);
      ids.userId = admin.user.id;
    });

    test.beforeEach(async ({ context, baseURL }) => {
      await markAccessed(context, baseURL!);
      await chooseLanguage(context, language);
    });

    for (const route of [...GUEST_PATHS, ...ADMIN_PATHS]) {
      const asAdmin = (ADMIN_PATHS as readonly string[]).includes(route);
      test(`${route} ${asAdmin ? 'as the administrator' : 'as a guest'} has one h1, lang="${language}" and no axe violations`, async ({
        page,
      }) => {
        // axe reads every node: the administrator's bed list holds every demo shelter (~100 rows,
        // 300 buttons), which takes it most of a minute on a slow shared machine.
        test.setTimeout(route === '/available_beds' ? 150_000 : 60_000);
        if (asAdmin) await sessionOnDevice(page, admin!);
        const path = route.replace(/:(\w+)/, (_, key: keyof typeof ids) => ids[key]);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(mainHeading(page)).toBeVisible();
        await expect(page.getByText(BUSY)).toHaveCount(0);
        await expect(page.locator('h1')).toHaveCount(1);
        // Nobody was sent elsewhere by a guard.
        expect(new URL(page.url()).pathname).toBe(new URL(path, page.url()).pathname);
        await expectNoAxeViolations(page);
      });
    }

    /** The words of an English message id in this language. */
    const w = (id: string) => inLanguage(language, id);
    const expectFieldError = (scope: Page | Locator, label: string, id: string) =>
      expect(scope.getByLabel(w(label), { exact: true })).toHaveAccessibleDescription(w(id));

    test('the service form names each missing key field', async ({ page }) => {
      await sessionOnDevice(page, admin!);
      await page.goto('/add_service');
      await page.getByRole('button', { name: w('Add Service') }).click();
      await expectFieldError(page, 'Community service name', 'Please input Name.');
      await expectFieldError(page, 'Description', 'Please input your description.');
      await expectFieldError(page, 'Address 1', 'Please input your address.');
      await expectFieldError(page, 'City', 'Please input your city.');
      await expectFieldError(page, 'Zip', 'Please input your zip.');
      await expect(
        page.getByRole('group', { name: w('Service types') }),
      ).toHaveAccessibleDescription(w('Please select at least one Service.'));
    });

    test('the crisis line form names each missing field', async ({ page }) => {
      await sessionOnDevice(page, admin!);
      await page.goto('/crisis_lines/new');
      await page.getByLabel(w('Area'), { exact: true }).fill('');
      await page.getByRole('button', { name: w('Add Crisis Line') }).click();
      await expectFieldError(page, 'Crisis line name', 'Please input crisisline name.');
      await expectFieldError(page, 'Description', 'Please input your description.');
      await expectFieldError(page, 'Phone', 'Please input your phone');
      await expectFieldError(page, 'Area', 'Please input your area.');
      await expectFieldError(page, 'Hours', 'Please input your time.');
    });

    test('the region form asks for a name and two-letter states', async ({ page }) => {
      await sessionOnDevice(page, admin!);
      await page.goto('/regions');
      await page.getByRole('button', { name: w('Add region') }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByLabel(w('States (two-letter codes, separated by commas, e.g. CO, WY)'))
        .fill('Colorado');
      await dialog.getByRole('button', { name: w('Save') }).click();
      await expectFieldError(dialog, 'Name', 'Please input Name.');
      await expectFieldError(
        dialog,
        'States (two-letter codes, separated by commas, e.g. CO, WY)',
        'States are two-letter USPS codes.',
      );
      // The open dialog (or editor) with its messages showing has no axe violations either.
      await expectNoAxeViolations(page);
    });

    test('the coordinator list needs at least one coordinator, each with a name', async ({
      page,
      request,
    }) => {
      const name = `Region ${randomTag()}`;
      const created = await request.post('/api/regions', {
        headers: auth(admin!),
        data: { name, states: ['CO'] },
      });
      expect(created.status(), await created.text()).toBe(200);
      await sessionOnDevice(page, admin!);
      await page.goto('/regional_coordinators');
      await page.getByLabel(w('Region'), { exact: true }).selectOption({ label: name });
      const save = page.getByRole('button', { name: w('Save coordinators') });
      await save.click();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
        w('Please input at least one Coordinator.'),
      );
      await page.getByRole('button', { name: w('Add coordinator') }).click();
      await save.click();
      await expectFieldError(page, 'Name', 'Please input the coordinator name.');
      await expectNoAxeViolations(page);
    });

    test('the FAQ form asks for the question and the answer', async ({ page }) => {
      await sessionOnDevice(page, admin!);
      await page.goto('/manage_faqs');
      await page.getByRole('button', { name: w('Add FAQ entry') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: w('Save') }).click();
      await expectFieldError(dialog, 'Question', 'Please input the question.');
      await expectFieldError(dialog, 'Answer', 'Please input the answer.');
      await expectNoAxeViolations(page);
    });

    test('the schedule entry refuses an end time equal to the start', async ({ page }) => {
      await sessionOnDevice(page, admin!);
      await page.goto('/add_service');
      await page.getByRole('button', { name: w('Add opening hours') }).click();
      // Times are shown as 12-hour text in both languages; the start defaults to 8:00 AM.
      await page.getByLabel(w('End time'), { exact: true }).selectOption('8:00 AM');
      await page.getByRole('button', { name: w('Save entry') }).click();
      await expectFieldError(page, 'End time', 'End Time should be greater than Start time');
      await expectNoAxeViolations(page);
    });

    test('the page editor asks for the name and the content', async ({ page }) => {
      await sessionOnDevice(page, admin!);
      await page.goto('/manage_pages/PRIVACY');
      await page.getByLabel(w('Name'), { exact: true }).fill('');
      await page.getByLabel(w('Content (HTML)'), { exact: true }).fill('');
      await page.getByRole('button', { name: w('Save page') }).click();
      await expectFieldError(page, 'Name', 'Please input the page name.');
      await expectFieldError(page, 'Content (HTML)', 'Please input the page content.');
    });

    test('the liaison form asks for a name and a valid email', async ({ page }) => {
      await sessionOnDevice(page, admin!);
      await page.goto('/homeless_liaisons');
      await page.getByRole('button', { name: w('Add liaison') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(w('Email'), { exact: true }).fill('not-an-email');
      await dialog.getByRole('button', { name: w('Save') }).click();
      await expectFieldError(dialog, 'Name', 'Please input Name.');
      await expectFieldError(dialog, 'Email', 'Please input valid Email.');
      await expectNoAxeViolations(page);
    });

    test('the new page form asks for the code, the name and the content', async ({ page }) => {
      await sessionOnDevice(page, admin!);
      await page.goto('/manage_pages');
      await page.getByRole('button', { name: w('New page') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: w('Create page') }).click();
      await expectFieldError(
        dialog,
        'Code (letters, digits, _ or -; e.g. SHELTER_RULES)',
        'Please input the page code.',
      );
      await expectFieldError(dialog, 'Name', 'Please input the page name.');
      await expectFieldError(dialog, 'Content (HTML)', 'Please input the page content.');
      await expectNoAxeViolations(page);
    });

    test('the add-user form asks for the email and the display name', async ({ page }) => {
      await sessionOnDevice(page, admin!);
      await page.goto('/manage_users');
      await page.getByRole('button', { name: w('Add user') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: w('Add user') }).click();
      await expectFieldError(dialog, 'Email', 'Please input your email.');
      await expectFieldError(dialog, 'Display name', 'Please input your Community Service Name.');
      await expectNoAxeViolations(page);
    });

    test('the user detail refuses a service quota under 1', async ({ page, request }) => {
      const person = await newAccount(request);
      const { user } = await signIn(request, person.email, person.password);
      await sessionOnDevice(page, admin!);
      await page.goto(`/users/${user.id}`);
      const quota = page.getByLabel(w('Service quota (blank = 3)'), { exact: true });
      await quota.fill('0');
      await page.getByRole('button', { name: w('Save'), exact: true }).click();
      await expect(quota).toHaveAccessibleDescription(
        w('The service quota must be a whole number, at least 1.'),
      );
    });
  });
}
