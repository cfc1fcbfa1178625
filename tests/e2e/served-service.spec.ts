import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@shared/app-shell';
import { expectNoAxeViolations } from './shell-helpers';
import { publicServices, returningVisitor, type Language } from './support/public-helpers';

// docs/architecture.md "The first screen": the page the server sends for a public service already
// shows the service, drawn by the app's own components in the language the app will show, and the
// app's first render draws it again from the record in the page, box for box.

/** A public service with a summary and a description (the demo data has many). */
async function describedService(page: Page) {
  for (const { id } of await publicServices(page.request)) {
    const service = (await (await page.request.get(`/api/services/${id}`)).json()) as {
      id: string;
      name: string;
      description: string | null;
      serviceSummary: string | null;
    };
    if (service.description && service.serviceSummary) return service;
  }
  throw new Error('no public service with a summary and a description');
}

// Left, top, width and height; left, top and width only where what comes later grows the box.
const MEASURED: [string, number][] = [
  ['.app-header', 4],
  ['main', 3],
  ['article.service-detail', 3],
  ['.service-detail__header h1', 4],
  ['.service-detail__summary', 4],
  ['.service-detail__buttons', 4],
  ['.service-detail__description', 4],
];
/** Runs in the page: the boxes of MEASURED, null for a missing element. */
const measure = (measured: [string, number][]) =>
  measured.map(([selector, sides]) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    return box ? [box.x, box.y, box.width, box.height].slice(0, sides) : null;
  });

for (const language of ['en', 'es'] as Language[]) {
  test(`${language}: the served page shows the service before any script, and the app's first render draws it in the same places`, async ({
    page,
    context,
    baseURL,
  }) => {
    await returningVisitor(context, baseURL!, language);
    // What the app writes once it has shown the chosen language (src/client/lib/i18n.ts).
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
    const service = await describedService(page);
    await page.setViewportSize({ width: 360, height: 740 });
    // The page as the server sends it, before any script runs.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`/services/${service.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
    await expect(page.locator('.service-detail__description')).toBeVisible();
    if (language === 'en')
      await expect(page.locator('.service-detail__description')).toHaveText(service.description!);
    await expect(
      page.getByRole('button', { name: language === 'en' ? 'Share' : /Compartir/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const served = await page.evaluate(measure, MEASURED);
    await page.unroute('**/assets/*.js');
    // The boxes as the app's first render leaves them: measured in the DOM change that first puts
    // React's own main landmark there (its nodes carry React's fiber), before anything else. A
    // first render without the service (a "Loading…" in its place) measures no article.
    await page.addInitScript(
      ({ measured, source }) => {
        const measureNow = new Function(`return (${source})`)() as typeof measure;
        const observer = new MutationObserver(() => {
          const main = document.querySelector('main');
          if (!main || !Object.keys(main).some((key) => key.startsWith('__reactFiber'))) return;
          observer.disconnect();
          Object.assign(window, { firstRender: measureNow(measured) });
        });
        observer.observe(document, { childList: true, subtree: true });
      },
      { measured: MEASURED, source: measure.toString() },
    );
    await page.goto(`/services/${service.id}`);
    const drawn = (await page
      .waitForFunction(() => (window as { firstRender?: (number[] | null)[] }).firstRender)
      .then((handle) => handle.jsonValue()))!;
    MEASURED.forEach(([selector], i) => {
      const [before, after] = [served[i], drawn[i]];
      expect(before, `${selector} served`).not.toBeNull();
      expect(after, `${selector} drawn by the app`).not.toBeNull();
      // Within 1 px, side by side.
      const moved = before!.filter((side, j) => Math.abs(side - after![j]!) > 1);
      expect(moved, `${selector}: ${before} → ${after}`).toEqual([]);
    });
    // The app goes on from there: the same service, in the same language.
    await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  });
}
