import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, mainHeading } from './shell-helpers';
import { PUBLIC_PATHS, returningVisitor } from './support/public-helpers';

// Every screen a visitor reaches without signing in (docs/spec/product-spec.md §2), in both languages: it
// loads, has one h1, names its language in <html lang>, and axe (WCAG 2.0/2.1 A and AA, and best practices) finds
// nothing on it once its content has loaded.
const LANGUAGES = ['en', 'es'] as const;
const BUSY = /Loading|Saving|Cargando|Guardando/;

let serviceId = '';

test.beforeAll(async ({ request }) => {
  // The demo data the end-to-end server is seeded with holds public services.
  const res = await request.get('/api/services?limit=1');
  expect(res.status(), await res.text()).toBe(200);
  const [first] = (await res.json()) as { id: string }[];
  expect(first?.id).toBeTruthy();
  serviceId = first!.id;
});

for (const language of LANGUAGES) {
  test.describe(`public routes in ${language}`, () => {
    // The language a person chose earlier (with the storage version, which the rule of
    // docs/spec/product-spec.md §4 needs to keep it).
    test.beforeEach(({ context, baseURL }) => returningVisitor(context, baseURL!, language));

    for (const route of PUBLIC_PATHS) {
      test(`${route} loads with one h1, lang="${language}" and no axe violations`, async ({
        page,
      }) => {
        const path = route.replace(':id', serviceId);
        const response = await page.goto(path);
        // The server answers every app path with the shell; the app itself says "not found".
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(mainHeading(page)).toBeVisible();
        await expect(page.getByText(BUSY)).toHaveCount(0);
        await expect(page.locator('h1')).toHaveCount(1);
        // A returning visitor stays where the address says (the introduction may send home).
        if (route !== '/introduce') expect(new URL(page.url()).pathname).toBe(path);
        await expectNoAxeViolations(page);
      });
    }
  });
}
