import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  mainHeading,
  openHomeAsReturningVisitor,
  waitForServiceWorkerControl,
} from './shell-helpers';

// The server serves the built PWA from dist/ (or E2E_STATIC_DIR, playwright.config.ts); changing
// one byte of sw.js is what a new release looks like to the browser. The file is restored whatever
// happens.
const SW_FILE = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist', 'sw.js');

/**
 * How long a release may take to be offered: the browser fetches the new sw.js, and its install
 * checks every precached file against the cache. On a loaded 2-core host that passed 10 s once
 * (2026-11-28).
 */
const OFFER_MS = 30_000;

function updatePrompt(page: Page) {
  return page.getByRole('status').filter({ hasText: 'A new version is available.' });
}

async function release(original: string, name: string, page: Page) {
  await writeFile(SW_FILE, `${original}\n// e2e: ${name}\n`);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
}

async function workerState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: Boolean(registration?.waiting),
      controlled: Boolean(navigator.serviceWorker.controller),
    };
  });
}

test('offers a new version, waits on Later, and reloads into it on Update', async ({
  page,
  context,
  baseURL,
}) => {
  // Two releases, each installed in full, and two reloads.
  test.slow();
  await openHomeAsReturningVisitor(page, context, baseURL!);
  await waitForServiceWorkerControl(page);

  const original = await readFile(SW_FILE, 'utf8');
  try {
    // In the same page that the very first install took control of (no reload in between).
    await release(original, 'release A', page);
    await expect(updatePrompt(page)).toBeVisible({ timeout: OFFER_MS });
    const reloaded = page.waitForEvent('framenavigated');
    await page.getByRole('button', { name: 'Update' }).click();
    await reloaded;
    await expect(mainHeading(page)).toHaveText('Find help nearby');
    await expect(updatePrompt(page)).toBeHidden();
    expect(await workerState(page)).toEqual({ waiting: false, controlled: true });

    await release(original, 'release B', page);
    await expect(updatePrompt(page)).toBeVisible({ timeout: OFFER_MS });
    await page.getByRole('button', { name: 'Later' }).click();
    await expect(updatePrompt(page)).toBeHidden();
    expect(await workerState(page)).toEqual({ waiting: true, controlled: true });
    // Still waiting, so the offer comes back on the next load.
    await page.reload();
    await expect(updatePrompt(page)).toBeVisible();
  } finally {
    await writeFile(SW_FILE, original);
  }
});
