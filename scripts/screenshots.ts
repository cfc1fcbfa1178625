// `npm run screenshots`: PNGs of the main screens on a small phone (360×740) in English and
// Spanish, from the real server with demo data serving dist/, into .tmp/screenshots/ (or
// SCREENSHOTS_DIR): home (list), the location sheet,
// home (map, when the screen has a map button), a service detail and the crisis lines. For
// looking at the screens, not a test. Needs a build (`npm run build`).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { requireBuild, startDemoServer, type DemoServer } from './lib/demo-server';
import { STORAGE_KEYS, STORAGE_VERSION } from '../src/client/lib/storage-keys';

const OUT_DIR = process.env.SCREENSHOTS_DIR ?? '.tmp/screenshots';
const LANGUAGES = ['en', 'es'] as const;
const VIEWPORT = { width: 360, height: 740 };
const TIMEOUT_MS = 30_000;

/**
 * Chooses the language as a person's earlier choice would have, before the app starts. A string,
 * not a function: tsx would wrap a function in its `__name` helper, which the page lacks. The
 * version key keeps the storage version rule (docs/spec/product-spec.md §4) from clearing the choice.
 */
function languageScript(language: string): string {
  const entries = [
    [STORAGE_KEYS.version, STORAGE_VERSION],
    [STORAGE_KEYS.language, language],
  ];
  return entries
    .map(([k, v]) => `localStorage.setItem(${JSON.stringify(k)}, ${JSON.stringify(v)});`)
    .join('\n');
}

/** What the phone's screen shows; `fullPage` for the whole scrolled page. */
async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  // Web fonts and late images settle; nothing to wait for in the DOM.
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS }).catch(() => undefined);
  const file = path.join(OUT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(`  ${file}`);
}

/** What a screenshot lacks: printed as it happens, and the script then ends with status 1. */
const problems: string[] = [];
function problem(text: string): void {
  problems.push(text);
  console.log(`  ${text}`);
}

async function heading(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: TIMEOUT_MS });
}

async function screens(browser: Browser, server: DemoServer, language: string): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: language });
  try {
    await context.addCookies([{ name: 'refugio_accessed', value: '1', url: server.base }]);
    await context.addInitScript(languageScript(language));
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);

    await page.goto(`${server.base}/`);
    await heading(page);
    await page
      .locator('.service-card')
      .first()
      .waitFor({ timeout: TIMEOUT_MS })
      .catch(() => problem(`(${language}) no service cards appeared on home`));
    await shoot(page, `${language}-home-list`);

    const locationButton = page.getByRole('button', { name: /location|ubicación/i }).first();
    await locationButton.click();
    await page.locator('dialog[open]').first().waitFor({ timeout: TIMEOUT_MS });
    await shoot(page, `${language}-location-sheet`);
    await page.keyboard.press('Escape');

    const mapButton = page.getByRole('button', { name: /map|mapa/i }).first();
    if ((await mapButton.count()) === 0) {
      problem(`(${language}) home has no button named map/mapa: map screenshot skipped`);
    } else {
      await mapButton.click();
      await page
        .locator('canvas')
        .first()
        .waitFor({ timeout: TIMEOUT_MS })
        .catch(() => problem(`(${language}) the map drew no canvas`));
      // The basemap and the markers come after the canvas: wait for the markers, then a frame.
      await page
        .locator('.map-cluster, .map-marker')
        .first()
        .waitFor({ timeout: TIMEOUT_MS })
        .catch(() => problem(`(${language}) the map shows no marker`));
      await page.waitForTimeout(3_000);
      await shoot(page, `${language}-home-map`);
    }

    await page.goto(`${server.base}/services/${server.service.id}`);
    await heading(page);
    // The map loads as it nears the screen (a person scrolling to it): bring it there first.
    await page.locator('.service-map-section').scrollIntoViewIfNeeded();
    await page
      .locator('.service-map .map-marker')
      .first()
      .waitFor({ timeout: TIMEOUT_MS })
      .catch(() => problem(`(${language}) the service page's map shows no marker`));
    await page.waitForTimeout(2_000);
    await page.evaluate('window.scrollTo(0, 0)');
    await shoot(page, `${language}-service-detail`, true);

    await page.goto(`${server.base}/crisis_lines`);
    await heading(page);
    await shoot(page, `${language}-crisis-lines`);
  } finally {
    await context.close();
  }
}

async function main() {
  requireBuild();
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startDemoServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const language of LANGUAGES) {
      console.log(`${language}:`);
      await screens(browser, server, language);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (problems.length > 0) {
    console.error(`${problems.length} screenshot(s) do not show what they should.`);
    process.exitCode = 1;
  }
}

await main();
