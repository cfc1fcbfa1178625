import { expect, test, type Page } from '@playwright/test';
import { mainHeading, markAccessed } from './shell-helpers';
import { PUBLIC_PATHS, returningVisitor } from './support/public-helpers';

// docs/screens.md: a cheap phone's screen. Every public screen, in both languages, fits 320 px
// without sideways scrolling, also with text at 200 %; its controls are 44 px touch targets;
// and motion follows the person's reduced-motion setting.

const TOUCH_TARGET = 44;

let serviceId = '';
test.beforeAll(async ({ request }) => {
  const res = await request.get('/api/services?limit=1');
  expect(res.status()).toBe(200);
  serviceId = ((await res.json()) as { id: string }[])[0]!.id;
});

interface Fit {
  /** How many CSS pixels the page is wider than the screen. */
  overflow: number;
  /** Visible controls smaller than the touch target, described for the failure message. */
  small: string[];
}

/**
 * A link inside running text is exempt (WCAG 2.5.5); so is a checkbox or radio whose label (it
 * toggles the same control) is large enough.
 */
function measure(page: Page, target: number): Promise<Fit> {
  return page.evaluate((min) => {
    const root = document.documentElement;
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [role="button"], [tabindex="0"]',
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if ((box.width === 0 && box.height === 0) || getComputedStyle(el).visibility === 'hidden')
        continue;
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
      const label = (el as HTMLInputElement).labels?.[0]?.getBoundingClientRect();
      const pressed = label && el.matches('[type="checkbox"], [type="radio"]') ? label : box;
      if (pressed.width >= min && pressed.height >= min) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      small.push(
        `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return { overflow: root.scrollWidth - root.clientWidth, small };
  }, target);
}

for (const language of ['en', 'es'] as const) {
  test(`every public screen fits 320 px in ${language}, also at 200 % text, with 44 px targets`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await returningVisitor(context, baseURL!, language);
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of PUBLIC_PATHS) {
      await page.goto(path.replace(':id', serviceId));
      await expect(mainHeading(page)).toBeVisible();
      await expect(page.getByText(/Loading|Cargando/)).toHaveCount(0);
      const fit = await measure(page, TOUCH_TARGET);
      expect(fit, `${path} at 320 px`).toEqual({ overflow: 0, small: [] });
      // The browser's text size at 200 % (rem-based sizes follow the root's).
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      expect((await measure(page, TOUCH_TARGET)).overflow, `${path} at 200 % text`).toBe(0);
    }
  });
}

test('the tutorial slides in only when the person has not asked for reduced motion', async ({
  page,
  context,
  baseURL,
}) => {
  await markAccessed(context, baseURL!);
  const animation = () =>
    page.locator('.introduce__slide').evaluate((el) => getComputedStyle(el).animationName);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/introduce');
  await expect(mainHeading(page)).toBeVisible();
  expect(await animation()).toBe('introduce-slide-in');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animation()).toBe('none');
});
