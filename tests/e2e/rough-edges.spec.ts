import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './shell-helpers';
import { publicServices, returningVisitor } from './support/public-helpers';

// The Spanish words and what a crisis line supports (docs/screens.md "Words and crisis lines") (the parts done): the shelter type is "Albergue" in Spanish (the app
// is "Refugio"), and a text-only crisis line offers Text with its keyword, not Call.

test('the shelter tab is "Albergue" in Spanish, and the brand stays "Refugio"', async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL!, 'es');
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: 'Tipos de servicio' });
  await expect(tabs.getByRole('button', { name: 'Albergue' })).toBeVisible();
  await expect(tabs.getByRole('button', { name: 'Refugio' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Refugio', exact: true })).toBeVisible();
});

test('a text-only crisis line offers Text with its keyword and no Call', async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL!);
  await page.goto('/crisis_lines');
  await expect(page.getByRole('link', { name: 'Text Crisis Text Line' })).toHaveAttribute(
    'href',
    'sms:741741?body=HOME',
  );
  await expect(page.getByRole('link', { name: 'Call Crisis Text Line' })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: 'Call 988 Suicide & Crisis Lifeline' }),
  ).toBeVisible();
});

// The Spanish words (docs/screens.md "Words and crisis lines") (the rest) and item 6 in the chatbot, in Spanish at 360×740.

const chatField = (page: Page) => page.locator('.chat-form input');

async function askBot(page: Page, text: string): Promise<unknown[]> {
  const answered = page.waitForResponse('**/api/bot/query');
  await chatField(page).fill(text);
  await chatField(page).press('Enter');
  return (await (await answered).json()) as unknown[];
}

test('in Spanish an address names the country "Estados Unidos"', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const [first] = await publicServices(request);
  await returningVisitor(context, baseURL!, 'es');
  await page.goto(`/services/${first!.id}`);
  const address = page.locator('address');
  await expect(address).toContainText('Estados Unidos', { timeout: 20_000 });
  await expect(address).not.toContainText('United States');
});

test('in Spanish the crisis lines word their text numbers and keywords in Spanish', async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL!, 'es');
  await page.goto('/crisis_lines');
  const textLine = page.locator('li.crisis-line', {
    has: page.getByRole('heading', { name: 'Crisis Text Line' }),
  });
  await expect(textLine.getByText('Envía HOME al 741741')).toBeVisible({ timeout: 20_000 });
  const lifeline = page.locator('li.crisis-line', {
    has: page.getByRole('heading', { name: '988 Suicide & Crisis Lifeline' }),
  });
  await expect(
    lifeline.getByText('Envía un mensaje de texto al 988', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/^Text (HOME|988)/)).toHaveCount(0);
  // The seeded descriptions speak as tú, as the rest of the app.
  await expect(lifeline).toContainText('Llama o envía un mensaje de texto al 988');
});

test('in Spanish the chatbot offers a text-only line only Text, and words it in Spanish', async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL!, 'es');
  await page.goto('/chatbot');
  await askBot(page, 'líneas de crisis');
  const card = page.locator('li.chat-crisis-line', {
    has: page.getByRole('heading', { name: 'Crisis Text Line' }),
  });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Envía HOME al 741741')).toBeVisible();
  await expect(
    card.getByRole('link', { name: 'Enviar un mensaje de texto a Crisis Text Line' }),
  ).toHaveAttribute('href', 'sms:741741?body=HOME');
  await expect(card.locator('a[href^="tel:"]')).toHaveCount(0);
  const lifeline = page.locator('li.chat-crisis-line', {
    has: page.getByRole('heading', { name: '988 Suicide & Crisis Lifeline' }),
  });
  // Everything the line supports, as on the crisis-lines screen: call, text, chat and website.
  await expect(lifeline.locator('a')).toHaveCount(4);
  await expectNoAxeViolations(page);
});

test('in Spanish the chatbot says distances with a decimal comma and answers hours with the week', async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL!, 'es');
  await page.goto('/chatbot');
  await askBot(page, 'albergues cerca de Denver');
  const distance = page.locator('.chat-service .service-distance').first();
  await expect(distance).toBeVisible({ timeout: 20_000 });
  expect(await distance.textContent()).toMatch(/^\d{1,3}(\.\d{3})*,\d mi$|^\d+,\d mi$/);

  await askBot(page, 'horario de Hells Kitchen Food Pantry');
  await expect(page.getByRole('log')).toContainText(
    "Este es el horario de Hell's Kitchen Food Pantry",
  );
  const hours = page.locator('.chat-service__hours').last();
  await expect(hours).toBeVisible();
  await expect(hours.getByRole('heading', { name: 'Horario' })).toBeVisible();
  const lines = await hours.locator('li').allTextContents();
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.join(' ')).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Open 24\/7)\b/);
  await expectNoAxeViolations(page);
});
