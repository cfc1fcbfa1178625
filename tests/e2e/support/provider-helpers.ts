import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DAYS_OF_WEEK, type DayOfWeek } from '@shared/schedule';
import { randomTag, signUpThroughApi, type Session } from '../e2e-accounts';

export { randomTag };

/** A provider signed up through the API (for tests that are not about signing up). */
export async function signUpProvider(request: APIRequestContext): Promise<Session> {
  return (await signUpThroughApi(request, 'provider')).session;
}

/**
 * A food service in Denver owned by `owner`, created through the API; `extra` adds or overrides
 * fields of the body (a critical banner, isShowFlag…). Answers its id.
 */
export async function createFoodService(
  request: APIRequestContext,
  owner: Session,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await request.post('/api/services', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      name,
      description: 'Hot meals for anyone who comes.',
      serviceSummary: 'Meals',
      address1: '1 Test Street',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      country: 'United States',
      type: ['FOOD'],
      category: ['ALL'],
      schedules: [{ type: 'FULL_DAY' }],
      closeSchedules: [],
      location: { type: 'Point', coordinates: [-104.99, 39.74] },
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

/** The weekday `daysAhead` days from now in `timeZone` (the zone the status engine uses). */
export function weekdayIn(timeZone: string, daysAhead: number, now = new Date()): DayOfWeek {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' })
    .format(now)
    .toUpperCase();
  const today = DAYS_OF_WEEK.indexOf(name as DayOfWeek);
  expect(today, `weekday ${name}`).toBeGreaterThanOrEqual(0);
  return DAYS_OF_WEEK[(today + daysAhead) % DAYS_OF_WEEK.length] ?? 'MONDAY';
}

/** The service form's required text fields, filled as a person types them. */
export async function fillServiceBasics(page: Page, name: string): Promise<void> {
  await page.getByLabel('Community service name').fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Hot meals and a warm room.');
  await page.getByLabel('Address 1').fill('1 Test Street');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State').fill('CO');
  await page.getByLabel('Zip').fill('80202');
  await page.getByRole('checkbox', { name: 'Food', exact: true }).check();
  await page.getByLabel('Service details').fill('Meals');
  await page.getByRole('checkbox', { name: 'All', exact: true }).check();
}

interface EntryChoice {
  type: 'WEEKLY' | 'MONTHLY';
  day: DayOfWeek;
  period?: 'FIRST' | 'SECOND' | 'THIRD' | 'FOURTH' | 'FIFTH' | 'LAST';
}

/** Adds one entry through a schedule editor panel, keeping its default times. */
export async function addScheduleEntry(
  page: Page,
  list: 'opening' | 'closed',
  entry: EntryChoice,
): Promise<void> {
  await page
    .getByRole('button', { name: list === 'opening' ? 'Add opening hours' : 'Add closed days' })
    .click();
  await page.getByLabel('Schedule type').selectOption(entry.type);
  if (entry.period) await page.getByLabel('Period').selectOption(entry.period);
  await page.getByLabel('Day', { exact: true }).selectOption(entry.day);
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByLabel('Schedule type')).toHaveCount(0);
}
