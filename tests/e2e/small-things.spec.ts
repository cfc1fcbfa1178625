import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { auth, randomTag, signIn, signUpThroughApi, type Session } from './e2e-accounts';
import { expectNoAxeViolations, mainHeading, markAccessed } from './shell-helpers';
import {
  LANGUAGES,
  adminSession,
  chooseLanguage,
  inLanguage,
  sessionOnDevice,
} from './support/e2e-forms-helpers';
import { createFoodService } from './support/provider-helpers';

// The small things (docs/screens.md), "Small things", at 360×740 (and 320×640 where the layout is the point), in
// English and Spanish where words show.

/** The lines a button's text takes: one unless it wraps. */
const textLines = (page: Page, name: string) =>
  page
    .getByRole('alertdialog')
    .getByRole('button', { name, exact: true })
    .evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return tops.size;
    });

// Item 3: the feedback inbox lets words break anywhere (long e-mails), and a confirm dialog opened
// from it inherited that, so "Cancel" broke as "Cance / l" beside the longer "Move to archive".
const DIALOG_SUBJECT = 'Hours are wrong (dialog check)';
/** One service feedback to open the archive question on; made once per server (sends are limited). */
async function feedbackToArchive(request: APIRequestContext): Promise<string> {
  const admin = await adminSession(request);
  const listed = await request.get('/api/feedbacks?limit=100', { headers: auth(admin) });
  const all = (await listed.json()) as { subject: string; isArchive: boolean }[];
  if (all.some((f) => f.subject === DIALOG_SUBJECT && !f.isArchive)) return DIALOG_SUBJECT;
  const services = await request.get('/api/services?limit=1');
  const [service] = (await services.json()) as { id: string }[];
  const sent = await request.post('/api/feedbacks/service', {
    data: {
      service: service!.id,
      email: 'visitor-dialog@refugio.test',
      subject: DIALOG_SUBJECT,
      message: 'The opening hours on the door differ from the app.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return DIALOG_SUBJECT;
}

for (const language of LANGUAGES) {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 320, height: 640 },
  ]) {
    test(`a confirm dialog keeps Cancel and its answer whole at ${viewport.width} px (${language})`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const w = (id: string) => inLanguage(language, id);
      await page.setViewportSize(viewport);
      const subject = await feedbackToArchive(request);
      await markAccessed(context, baseURL!);
      await chooseLanguage(context, language);
      await sessionOnDevice(page, await adminSession(request));
      await page.goto('/feedbacks');
      await page.getByRole('tab', { name: w('Service Feedback') }).click();
      const inbox = page.getByRole('tabpanel');
      await inbox
        .getByRole('button', {
          name: w('Move {subject} to archive').replace('{subject}', subject),
        })
        .click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      const cancel = w('Cancel');
      const confirm = w('Move to archive');
      expect(await textLines(page, cancel), cancel).toBe(1);
      for (const name of [cancel, confirm]) {
        const box = await dialog.getByRole('button', { name, exact: true }).boundingBox();
        expect(box!.height).toBeGreaterThanOrEqual(44);
        expect(box!.width).toBeGreaterThanOrEqual(44);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      }
      // No word of the answer is broken inside: each line ends at a space.
      expect(await textLines(page, confirm)).toBeLessThanOrEqual(confirm.split(' ').length);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: cancel, exact: true }).click();
      await expect(dialog).toHaveCount(0);
    });
  }
}

/** A person signed up through the API; a volunteer sign-up waits for approval (§4). */
const signUp = async (request: APIRequestContext, kind: 'provider' | 'volunteer') =>
  (await signUpThroughApi(request, kind)).session;

/** An approved volunteer, made by the administrator (docs/api/users.md). */
async function approvedVolunteer(request: APIRequestContext): Promise<Session> {
  const admin = await adminSession(request);
  const tag = randomTag();
  const email = `volunteer-${tag}@refugio.test`;
  const res = await request.post('/api/users', {
    headers: auth(admin),
    data: {
      email,
      password: 'volunteer-password',
      displayName: `Volunteer ${tag}`,
      role: 'VOLUNTEER',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return signIn(request, email, 'volunteer-password');
}

/** The words of the refusal notice, in the status region screen readers announce. */
const notice = (page: Page) => page.locator('main p.refusal-notice__text[role="status"]');

// Item 1: a refused page says why, on the home screen it lands on, in a status region.
for (const language of LANGUAGES) {
  test(`a provider opening an admin screen lands home and is told why (${language})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // axe reads every node of home's page of rows.
    test.setTimeout(120_000);
    await markAccessed(context, baseURL!);
    await chooseLanguage(context, language);
    await sessionOnDevice(page, await signUp(request, 'provider'));
    await page.goto('/manage_users');
    await expect(page).toHaveURL(/:\d+\/(#.*)?$/);
    await expect(notice(page)).toHaveText(
      inLanguage(
        language,
        'You can’t open that page with this account, so you’re on the home screen.',
      ),
    );
    await expect(page.locator('.home__results .service-card').first()).toBeVisible();
    await expectNoAxeViolations(page);
    const close = page.getByRole('button', { name: inLanguage(language, 'Close this notice') });
    const box = await close.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect(notice(page)).toHaveText('');
  });

  // Item 6: the route guard asks the server's rule, where approval counts.
  test(`an unapproved volunteer cannot open /add_service by address (${language})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await markAccessed(context, baseURL!);
    await chooseLanguage(context, language);
    const volunteer = await signUp(request, 'volunteer');
    expect(volunteer.user).toMatchObject({ isApproved: false });
    await sessionOnDevice(page, volunteer);
    await page.goto('/add_service');
    await expect(page).toHaveURL(/:\d+\/(#.*)?$/);
    await expect(notice(page)).toContainText(
      inLanguage(
        language,
        'Your volunteer account is waiting for approval. Once an administrator or a volunteer lead approves it, you can add and manage services.',
      ),
    );
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Add|Agregar/);
  });

  // Item 7: docs/spec/product-spec.md §6 gives shelter beds to non-volunteers; the server refuses them too.
  test(`an approved volunteer has no Update shelter beds (${language})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await markAccessed(context, baseURL!);
    await chooseLanguage(context, language);
    const volunteer = await approvedVolunteer(request);
    const refused = await request.get('/api/services/beds', { headers: auth(volunteer) });
    expect(refused.status()).toBe(403);
    await sessionOnDevice(page, volunteer);
    await page.goto('/crisis_lines');
    // index.html carries home's prerendered first screen, its Menu button inert until the app
    // mounts (docs/screens.md "First visit speed"): a click before that was lost (a CI retry).
    await expect(mainHeading(page)).toHaveText(inLanguage(language, 'Crisis lines'));
    await page.getByRole('button', { name: inLanguage(language, 'Menu') }).click();
    const menu = page.getByRole('navigation', { name: inLanguage(language, 'Menu') });
    await expect(
      menu.getByRole('link', { name: new RegExp(`^${inLanguage(language, 'Manage services')}`) }),
    ).toBeVisible();
    await expect(
      menu.getByRole('link', {
        name: new RegExp(`^${inLanguage(language, 'Update shelter beds')}`),
      }),
    ).toHaveCount(0);
    await page.goto('/available_beds');
    await expect(page).toHaveURL(/:\d+\/(#.*)?$/);
    await expect(notice(page)).toBeVisible();
  });
}

// Items 4 and 5: the favorites' empty state says where the star is; a static page has one heading.
for (const language of LANGUAGES) {
  test(`favorites say where the star is, and About shows its title once (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await markAccessed(context, baseURL!);
    await chooseLanguage(context, language);
    await page.goto('/my_favorites');
    await expect(
      page.getByText(
        inLanguage(
          language,
          "No Favorites added. You can add a service to favorites by tapping the star under the service's name on its detail page.",
        ),
      ),
    ).toBeVisible();

    await page.goto('/about');
    const title = inLanguage(language, 'About Refugio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The seeded page starts with its title; the content's next heading follows the h1.
    await expect(page.locator('.static-page__content h2').first()).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('heading', { name: title, exact: true }),
    ).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}

// Item 2: an expired critical banner leaves at its expiry, without a reload. The page's clock is
// moved on: first to just before the expiry (home's minute clock ticks on the way), then past it,
// with no minute tick due in between, so only a timer set for the expiry can hide it.
test('an expired critical banner leaves home at its expiry, without a reload', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const admin = await adminSession(request);
  const text = `Cold night plan ${randomTag()}`;
  const expiry = Date.now() + 150_000;
  await createFoodService(request, admin, `Warm Meals ${text}`, {
    description: 'Hot soup when it freezes.',
    isCriticalHeader: true,
    criticalDescription: text,
    isCriticalNeverExpire: false,
    criticalExpiredAt: new Date(expiry).toISOString(),
  });

  await page.clock.install();
  await markAccessed(context, baseURL!);
  await page.goto('/');
  const banner = page.locator('.critical-carousel').getByText(text, { exact: true });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.fastForward(expiry - pageNow - 5_000);
  await expect(banner).toBeVisible();
  await page.clock.fastForward(6_000);
  await expect(banner).toHaveCount(0);
});

// Item 8: the approvals list shows volunteer-added services, then providers' ones.
for (const language of LANGUAGES) {
  test(`approvals show volunteer-added services, then provider-added ones (${language})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const tag = randomTag();
    const add = (session: Session, name: string) =>
      createFoodService(request, session, name, { description: 'Meals.' });
    const byVolunteer = `Volunteer Kitchen ${tag}`;
    const byProvider = `Provider Kitchen ${tag}`;
    await add(await approvedVolunteer(request), byVolunteer);
    await add(await signUp(request, 'provider'), byProvider);

    await markAccessed(context, baseURL!);
    await chooseLanguage(context, language);
    await sessionOnDevice(page, await adminSession(request));
    await page.goto('/manage_approvals');
    const volunteers = page.getByRole('region', {
      name: inLanguage(language, 'Added by volunteers'),
    });
    const providers = page.getByRole('region', {
      name: inLanguage(language, 'Added by providers'),
    });
    await expect(volunteers.getByRole('checkbox', { name: byVolunteer })).toBeVisible();
    await expect(providers.getByRole('checkbox', { name: byProvider })).toBeVisible();
    await expect(volunteers.getByRole('checkbox', { name: byProvider })).toHaveCount(0);
    const order = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(order).toEqual([
      inLanguage(language, 'Added by volunteers'),
      inLanguage(language, 'Added by providers'),
    ]);
    await expectNoAxeViolations(page);
  });
}
