import { expect, test, type Page } from '@playwright/test';
import { returningVisitor } from './support/public-helpers';

// docs/screens.md "The first screen of a phone": home's filter chips scroll sideways on one row.
// On a 360 px phone they do not fit (Spanish, the Resources tab): a chip past the edge must sit
// under a fade that says the row goes on, never just be cut or hidden; the filter in use shows
// whole; and Tab reaches every chip, whole and clear of the fades, as a 44 px target.

const TOUCH_TARGET = 44;

interface Row {
  left: number;
  right: number;
  /** The fade's width (the row's scroll padding), on the sides that show one. */
  fadeStart: number;
  fadeEnd: number;
}

interface Chip {
  label: string;
  left: number;
  right: number;
  width: number;
  height: number;
  pressed: boolean;
}

/** The chip row's box, its fades as the page draws them (a mask image and a mark), its chips. */
function measure(page: Page): Promise<{ row: Row; chips: Chip[] }> {
  return page.locator('.filter-bar__scroll').evaluate((row) => {
    const style = getComputedStyle(row);
    const masked = style.maskImage !== 'none' && style.maskImage !== '';
    const fade = parseFloat(style.scrollPaddingInlineStart) || 0;
    const box = row.getBoundingClientRect();
    return {
      row: {
        left: box.left,
        right: box.right,
        fadeStart: masked && row.hasAttribute('data-more-start') ? fade : 0,
        fadeEnd: masked && row.hasAttribute('data-more-end') ? fade : 0,
      },
      chips: [...row.querySelectorAll('button')].map((chip) => {
        const rect = chip.getBoundingClientRect();
        return {
          label: chip.textContent ?? '',
          left: rect.left,
          right: rect.right,
          width: rect.width,
          height: rect.height,
          pressed: chip.getAttribute('aria-pressed') === 'true',
        };
      }),
    };
  });
}

/** Why a chip reads wrong on the row as drawn now; null when it reads right. */
function problem(row: Row, chip: Chip): string | null {
  if (chip.right > row.right + 1 && row.fadeEnd === 0)
    return `${chip.label} runs past the row's end with no fade`;
  if (chip.left < row.left - 1 && row.fadeStart === 0)
    return `${chip.label} runs past the row's start with no fade`;
  return null;
}

/** A chip shown whole, with its middle clear of the fades. */
function clear(row: Row, chip: Chip): boolean {
  const middle = (chip.left + chip.right) / 2;
  return (
    chip.left >= row.left - 1 &&
    chip.right <= row.right + 1 &&
    middle >= row.left + row.fadeStart &&
    middle <= row.right - row.fadeEnd
  );
}

for (const language of ['en', 'es'] as const) {
  test(`home's filter chips at 360 px in ${language}: cut only under a fade, each reachable by Tab`, async ({
    page,
    context,
    baseURL,
  }) => {
    await returningVisitor(context, baseURL!, language);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const tabs = page.locator('.type-tabs__button');
    await expect(page.locator('.filter-bar__scroll button').first()).toBeVisible();
    const viewport = page.viewportSize()!;
    for (let index = 0; index < (await tabs.count()); index++) {
      await tabs.nth(index).click();
      const tab = (await tabs.nth(index).textContent()) ?? '';
      await expect(tabs.nth(index)).toHaveAttribute('aria-pressed', 'true');

      const { row, chips } = await measure(page);
      const problems = chips.map((chip) => problem(row, chip)).filter(Boolean);
      expect(problems, tab).toEqual([]);
      const pressed = chips.find((chip) => chip.pressed);
      expect(pressed && clear(row, pressed), `${tab}: the filter in use shows whole`).toBe(true);

      // Tab from the "More filters" button goes through the chips in order.
      await page.locator('.filter-bar__more').focus();
      for (const expected of chips) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
        expect(focused, tab).toBe(expected.label);
        const focusedChip = async () => {
          const now = await measure(page);
          const chip = now.chips.find((each) => each.label === expected.label)!;
          return { chip, whole: clear(now.row, chip) };
        };
        await expect
          .poll(
            async () => (await focusedChip()).whole,
            `${tab}: ${expected.label} focused shows whole`,
          )
          .toBe(true);
        const { chip } = await focusedChip();
        expect(chip.right <= viewport.width && chip.left >= 0, chip.label).toBe(true);
        expect(Math.min(chip.width, chip.height), chip.label).toBeGreaterThanOrEqual(TOUCH_TARGET);
      }
    }
  });
}
