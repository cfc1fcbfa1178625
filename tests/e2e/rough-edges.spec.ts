import { expect, test } from '@playwright/test';
import { returningVisitor } from './support/public-helpers';

// Issue #22, items 5 and 6 (the parts done): the shelter type is "Albergue" in Spanish (the app
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
