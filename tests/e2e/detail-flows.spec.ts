import { expect, test, type Locator, type Page } from '@playwright/test';
import { mainHeading, untilAppMounted } from './shell-helpers';
import {
  connectableService,
  publicServices,
  returningVisitor,
  serverLikes,
  type Language,
  type PublicService,
} from './support/public-helpers';

// The public screens (docs/screens.md), first 'Must show' bullet: the service detail's actions (call, share, kudos, favorite),
// My Favorites' swipe and button, and the validation messages of the public forms in en and es.

let services: PublicService[] = [];

test.beforeAll(async ({ request }) => {
  // Demo listings with a phone and the report form (no demo listing has 'Connect' on); each test
  // below takes its own, so kudos and favorites of one never show in another.
  services = (await publicServices(request)).filter((s) => s.phone && !s.isShowFlag);
  expect(services.length).toBeGreaterThan(5);
});

async function openDetail(page: Page, service: { id: string; name: string }, name = service.name) {
  await page.goto(`/services/${service.id}`);
  await expect(mainHeading(page)).toHaveText(name, { timeout: 20_000 });
  // The server draws the heading too (docs/architecture.md "The first screen"): the star and the
  // other buttons work once the app has mounted.
  await untilAppMounted(page);
}

function toast(page: Page, text: string | RegExp) {
  return page.locator('.toaster').getByText(text);
}

test.describe('service detail actions', () => {
  test('the phone is a call link, and Share copies the link with a toast', async ({
    page,
    context,
    baseURL,
  }) => {
    const service = services[0]!;
    await returningVisitor(context, baseURL!);
    // The copy-link fallback: a browser without the Web Share API (desktop Linux Chromium).
    await context.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await openDetail(page, service);

    const call = page.getByRole('link', { name: service.phone!, exact: true });
    const href = await call.getAttribute('href');
    expect(href).toMatch(/^tel:\+?\d+$/);
    expect(href!.replace(/\D/g, '')).toContain(service.phone!.replace(/\D/g, ''));

    await page.getByRole('button', { name: `Share ${service.name}`, exact: true }).click();
    await expect(
      toast(page, `Link copied. You can paste it to share ${service.name}.`),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/services/${service.id}`,
    );
  });

  test('kudos count up once per device, also after a reload', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const service = services[1]!;
    const before = await serverLikes(request, service.id);
    await returningVisitor(context, baseURL!);
    await openDetail(page, service);
    const kudos = (count: number) =>
      page.getByRole('button', { name: `Give kudos to ${service.name}: ${count}`, exact: true });

    await expect(kudos(before)).toHaveAttribute('aria-pressed', 'false');
    await kudos(before).click();
    await expect(kudos(before + 1)).toHaveAttribute('aria-pressed', 'true');
    // A second press (the button stays focusable and pressable, only aria-disabled) is ignored.
    await expect(kudos(before + 1)).toHaveAttribute('aria-disabled', 'true');
    await kudos(before + 1).click({ force: true });
    await expect(kudos(before + 1)).toBeVisible();
    // The server counted this device once.
    await expect.poll(() => serverLikes(request, service.id)).toBe(before + 1);

    await page.reload();
    await expect(kudos(before + 1)).toHaveAttribute('aria-pressed', 'true');
    await kudos(before + 1).click({ force: true });
    await expect(kudos(before + 1)).toBeVisible();
    await expect(kudos(before + 2)).toHaveCount(0);
    expect(await serverLikes(request, service.id)).toBe(before + 1);
  });
});

test.describe('favorites', () => {
  test.use({ hasTouch: true });

  /** A finger drags the row sideways past the removal distance (96 px) and lets go. */
  async function swipe(page: Page, row: Locator) {
    const box = await row.locator('.service-card__line').boundingBox();
    expect(box).not.toBeNull();
    const y = box!.y + box!.height / 2;
    const x = box!.x + 10;
    const cdp = await page.context().newCDPSession(page);
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      points: { x: number; y: number }[],
    ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', [{ x, y }]);
    for (let step = 1; step <= 8; step += 1) await touch('touchMove', [{ x: x + step * 20, y }]);
    await touch('touchEnd', []);
    await cdp.detach();
  }

  test('the star adds a favorite; My Favorites removes them by swipe and by button', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const [first, second] = [services[2]!, services[3]!];
    await returningVisitor(context, baseURL!);
    await page.goto('/my_favorites');
    await expect(mainHeading(page)).toHaveText('My Favorites');
    await expect(page.getByText(/^No Favorites added\./)).toBeVisible();

    for (const service of [first, second]) {
      await openDetail(page, service);
      await page.getByRole('button', { name: `Add to favorites: ${service.name}` }).click();
      await expect(toast(page, 'Added to My Favorites')).toBeVisible();
      await expect(
        page.getByRole('button', { name: `Remove from favorites: ${service.name}` }),
      ).toBeVisible();
    }

    await page.goto('/my_favorites');
    const rows = page.locator('ul.favorites__list > li.service-card');
    await expect(rows).toHaveCount(2);
    // Newest first.
    await expect(rows.locator('.service-card__name')).toHaveText([second.name, first.name]);

    await swipe(page, rows.filter({ hasText: second.name }));
    await expect(toast(page, 'Removed from My Favorites')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.locator('.service-card__name')).toHaveText([first.name]);
    // The swipe did not open the service.
    await expect(page).toHaveURL(/\/my_favorites$/);

    await page.getByRole('button', { name: `Remove ${first.name} from favorites` }).click();
    await expect(rows).toHaveCount(0);
    await expect(
      page.getByText(
        "No Favorites added. You can add a service to favorites by tapping the star under the service's name on its detail page.",
      ),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByText(/^No Favorites added\./)).toBeVisible();
  });
});

const FORM_WORDS = {
  en: {
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    name: 'Name',
    phone: 'Phone',
    sendFeedback: 'Send Feedback',
    send: 'Send',
    report: 'Click here to Report Incorrect Info or Claim this Service',
    reportTitle: 'Report incorrect Info or Claim this Service?',
    connect: 'Connect with this Service?',
    connectTitle: (name: string) => `Connect to ${name}?`,
    emailRequired: 'Please input your email.',
    emailInvalid: 'Please input valid Email.',
    subjectRequired: 'Please input your subject.',
    messageRequired: 'Please input your message.',
    nameRequired: 'Please input your name.',
    phoneRequired: 'Please input your phone number.',
  },
  es: {
    email: 'Correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
    name: 'Nombre',
    phone: 'Teléfono',
    sendFeedback: 'Enviar comentario',
    send: 'Enviar',
    report: 'Haz clic aquí para informar de datos incorrectos o reclamar este servicio',
    reportTitle: '¿Informar de datos incorrectos o reclamar este servicio?',
    connect: '¿Quieres comunicarte con este servicio?',
    connectTitle: (name: string) => `¿Comunicarte con ${name}?`,
    emailRequired: 'Ingresa tu correo electrónico.',
    emailInvalid: 'Ingresa un correo electrónico válido.',
    subjectRequired: 'Ingresa el asunto.',
    messageRequired: 'Escribe tu mensaje.',
    nameRequired: 'Ingresa tu nombre.',
    phoneRequired: 'Ingresa tu número de teléfono.',
  },
} as const;

function field(scope: Locator, label: string) {
  return scope.getByLabel(label, { exact: true });
}

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  const words = FORM_WORDS[language];

  test.describe(`form validation in ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await returningVisitor(context, baseURL!, language);
    });

    test('/feedback names every missing field, then a wrong email', async ({ page }) => {
      await page.goto('/feedback');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const form = page.locator('form.feedback-form');
      await form.getByRole('button', { name: words.sendFeedback }).click();
      await expect(field(form, words.email)).toHaveAccessibleDescription(words.emailRequired);
      await expect(field(form, words.subject)).toHaveAccessibleDescription(words.subjectRequired);
      await expect(field(form, words.message)).toHaveAccessibleDescription(words.messageRequired);
      await expect(field(form, words.email)).toHaveAttribute('aria-invalid', 'true');

      await field(form, words.email).fill('not-an-email');
      await field(form, words.subject).fill('A subject');
      await form.getByRole('button', { name: words.sendFeedback }).click();
      await expect(field(form, words.email)).toHaveAccessibleDescription(words.emailInvalid);
      await expect(field(form, words.subject)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(field(form, words.message)).toHaveAccessibleDescription(words.messageRequired);
    });

    test("the detail's Report dialog names its missing fields, then a wrong email", async ({
      page,
    }) => {
      const service = services[4]!;
      await openDetail(page, service);
      await page.getByRole('button', { name: words.report }).click();
      const dialog = page.getByRole('dialog', { name: words.reportTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: words.send, exact: true }).click();
      await expect(field(dialog, words.email)).toHaveAccessibleDescription(words.emailRequired);
      await expect(field(dialog, words.message)).toHaveAccessibleDescription(words.messageRequired);
      await field(dialog, words.email).fill('someone@');
      await dialog.getByRole('button', { name: words.send, exact: true }).click();
      await expect(field(dialog, words.email)).toHaveAccessibleDescription(words.emailInvalid);
    });

    test("the detail's Connect dialog names its missing fields, then a wrong email", async ({
      page,
      request,
    }) => {
      const service = await connectableService(request);
      await openDetail(page, service);
      await page.getByRole('button', { name: words.connect }).click();
      const dialog = page.getByRole('dialog', { name: words.connectTitle(service.name) });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: words.send, exact: true }).click();
      await expect(field(dialog, words.name)).toHaveAccessibleDescription(words.nameRequired);
      await expect(field(dialog, words.email)).toHaveAccessibleDescription(words.emailRequired);
      await expect(field(dialog, words.phone)).toHaveAccessibleDescription(words.phoneRequired);
      await expect(field(dialog, words.message)).toHaveAccessibleDescription(words.messageRequired);
      await field(dialog, words.name).fill('Mark');
      await field(dialog, words.email).fill('mark@');
      await dialog.getByRole('button', { name: words.send, exact: true }).click();
      await expect(field(dialog, words.name)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(field(dialog, words.email)).toHaveAccessibleDescription(words.emailInvalid);
    });
  });
}
