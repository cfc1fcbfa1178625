import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, mainHeading, waitForServiceWorkerControl } from './shell-helpers';
import { returningVisitor } from './support/public-helpers';

// The chatbot page (docs/chatbot-page.md), "Must show" (E2E in Chromium): ask the bot in Spanish for shelters near a city and
// open a result; ask offline for crisis lines and get them (988 first); axe finds nothing on
// /chatbot with a conversation shown. Selectors avoid the words where they would tie the test to
// a catalog's wording; the answer's content is what is checked.

const chatLog = (page: Page) => page.getByRole('log');
const field = (page: Page) => page.locator('.chat-form input');

async function ask(page: Page, text: string): Promise<void> {
  await field(page).fill(text);
  await field(page).press('Enter');
  // Enter sends and the focus stays in the field for the next question.
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveValue('');
}

test('in Spanish: shelters near Denver, and a result opens its detail', async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL!, 'es');
  await page.goto('/chatbot');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const answered = page.waitForResponse('**/api/bot/query');
  await ask(page, '¿Dónde puedo dormir esta noche en Denver?');
  const response = await answered;
  expect(response.request().postDataJSON()).toMatchObject({
    query: '¿Dónde puedo dormir esta noche en Denver?',
    language: 'es',
  });
  // The server understood a shelter request for Denver (the words are the catalogs' business).
  const messages = (await response.json()) as { type: string; params?: { place?: string } }[];
  expect(messages.some((m) => m.type === 'text' && m.params?.place?.startsWith('Denver'))).toBe(
    true,
  );

  const results = chatLog(page).locator('.chat-service');
  await expect(results.first()).toBeVisible({ timeout: 20_000 });
  // Said in Spanish by the client's catalog, with the place the server understood.
  await expect(chatLog(page)).toContainText(
    'Aquí tienes algunos servicios de albergue cerca de Denver',
  );
  // Answered by the server, not the device.
  await expect(chatLog(page).locator('.chat-note--offline, .chat-note--unreachable')).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page);

  const link = results.first().getByRole('link');
  const name = (await link.textContent())!.trim();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/services\/[\w-]+$/);
  const detail = await page.request.get(`/api${href}`);
  expect(detail.status()).toBe(200);
  const listing = (await detail.json()) as { type: string[]; city: string; isApproved: boolean };
  expect(listing.type).toContain('SHELTER');
  expect(listing.city).toBe('Denver');
  expect(listing.isApproved).toBe(true);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(mainHeading(page)).toHaveText(name, { timeout: 20_000 });
});

test('offline: crisis lines come from the saved listings, 988 first', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await returningVisitor(context, baseURL!);
  // Online first: the app installs and fills the mirror (crisis lines included).
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.goto('/crisis_lines');
  await expect(page.getByRole('link', { name: /^Call / }).first()).toBeVisible({
    timeout: 20_000,
  });

  await context.setOffline(true);
  await page.goto('/chatbot');
  await ask(page, 'I need a crisis line');

  const lines = chatLog(page).locator('.chat-crisis-line');
  await expect(lines.first()).toBeVisible({ timeout: 30_000 });
  await expect(lines.first().getByRole('heading')).toHaveText(/988/);
  await expect(lines.first().getByRole('link', { name: /^Call / })).toHaveAttribute(
    'href',
    'tel:988',
  );
  expect(await lines.count()).toBeGreaterThan(1);
  await expect(chatLog(page).locator('.chat-note--offline')).toHaveCount(1);
  await expect(chatLog(page).locator('.chat-note--offline')).toContainText(
    'This answer comes from the listings saved on this device.',
  );

  await ask(page, 'quiero hacerme daño');
  // Crisis language: the reply leads with the crisis phrase, then the lines, 988 first.
  await expect(chatLog(page).locator('.chat-crisis-lines')).toHaveCount(2, { timeout: 30_000 });
  await expect(chatLog(page).locator('.chat-bubble--crisis').last()).toBeVisible();
  const second = chatLog(page).locator('.chat-crisis-lines').nth(1);
  await expect(second.locator('h3').first()).toHaveText(/988/);
  await expectNoAxeViolations(page);
});
