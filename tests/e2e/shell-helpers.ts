import { AxeBuilder } from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { FIRST_SCREEN_START } from '@shared/app-shell';

/** A returning visitor: the 'already accessed' cookie the introduction sets (docs/spec/product-spec.md §2). */
export async function markAccessed(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'refugio_accessed', value: '1', url: baseURL }]);
}

/** Waits until the service worker controls the page (the first install claims it at once). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    });
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

export function mainHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** A returning visitor opens the home screen and sees it (the start of most shell tests). */
export async function openHomeAsReturningVisitor(
  page: Page,
  context: BrowserContext,
  baseURL: string,
): Promise<void> {
  await markAccessed(context, baseURL);
  await page.goto('/');
  await expect(mainHeading(page)).toHaveText('Find help nearby');
  // The prerendered home has the same heading and buttons that do nothing yet: a click on its
  // "Español" before the app mounted was lost (shell.spec.ts failed once so).
  await untilAppMounted(page);
}

/** WCAG 2.0/2.1 A and AA, and axe's best practices (landmarks, regions, heading order). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe finds nothing on the page once its animations have ended (AXE_TAGS): a tutorial slide
 * fading in has, for its 200 ms, a contrast its final colours do not (axe read it mid-fade on a
 * loaded machine). The app has no endless animation.
 *
 * In axe's legacy mode: it runs in the page itself instead of gathering each frame's results in a
 * blank page it opens for that, which took 1.2–1.6 s more of each check (2.5–3.8 s against
 * 1.2–2.2 s on the management screens). That mode cannot read a cross-origin frame; the app has
 * none.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) })),
  ).toEqual([]);
}

/**
 * Waits until the app has mounted: React has replaced the first screen the server sent (its marker
 * comment inside #root, src/shared/app-shell.ts). Before that the page shows the same boxes, a
 * service's page even its own heading, but its buttons do nothing yet, so a test that clicks one
 * must wait for this first.
 */
export async function untilAppMounted(page: Page): Promise<void> {
  await page.waitForFunction(
    (marker) => !(document.getElementById('root')?.innerHTML ?? marker).includes(marker),
    FIRST_SCREEN_START,
    { timeout: 20_000 },
  );
}

/**
 * Holds back the app's modules (every built script but the early-taps one, a classic script of its
 * own), so the page stays as the server sent it, with only that script running; the returned
 * function lets them load.
 */
export async function holdAppModules(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!early-taps-)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
