import { expect, type Page } from '@playwright/test';

// docs/architecture.md "The first screen": the page the server sends (home's prerendered first
// screen, a public service's drawn page) and the app's first render must put the same boxes in
// the same places. These measure both and compare them.

/** Selectors, each with how many of left, top, width and height to compare. */
export type MeasuredBoxes = [string, number][];
type Boxes = (number[] | null)[];

/** Runs in the page: the boxes of `measured`, null for a missing element. */
export const measureBoxes = (measured: MeasuredBoxes): Boxes =>
  measured.map(([selector, sides]) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    return box ? [box.x, box.y, box.width, box.height].slice(0, sides) : null;
  });

/**
 * Opens `url` and returns the boxes as the app's first render leaves them: measured in the DOM
 * change that first puts React's own `reactElement` there (its node carries React's fiber),
 * before anything else.
 */
export async function firstRenderBoxes(
  page: Page,
  url: string,
  reactElement: string,
  measured: MeasuredBoxes,
): Promise<Boxes> {
  await page.addInitScript(
    ({ measured, source, reactElement }) => {
      const measureNow = new Function(`return (${source})`)() as typeof measureBoxes;
      const observer = new MutationObserver(() => {
        const element = document.querySelector(reactElement);
        if (!element || !Object.keys(element).some((key) => key.startsWith('__reactFiber'))) return;
        observer.disconnect();
        Object.assign(window, { firstRender: measureNow(measured) });
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    { measured, source: measureBoxes.toString(), reactElement },
  );
  await page.goto(url);
  return (await page
    .waitForFunction(() => (window as { firstRender?: Boxes }).firstRender)
    .then((handle) => handle.jsonValue()))!;
}

/** Each box of `sent` (named `sentAs`) equals the app's `drawn` within 1 px, side by side. */
export function expectSameBoxes(
  measured: MeasuredBoxes,
  sent: Boxes,
  drawn: Boxes,
  sentAs: string,
): void {
  measured.forEach(([selector], i) => {
    const [before, after] = [sent[i], drawn[i]];
    expect(before, `${selector} ${sentAs}`).not.toBeNull();
    expect(after, `${selector} drawn by the app`).not.toBeNull();
    const moved = before!.filter((side, j) => Math.abs(side - after![j]!) > 1);
    expect(moved, `${selector}: ${before} → ${after}`).toEqual([]);
  });
}
