import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './shell-helpers';

// The check every screen's test ends with (shell-helpers.ts) finds what it is there to find.
test('the axe check fails on a page with a nameless button and an image without alt text', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
      '<button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
  );
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: unknown) => String(error),
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('image-alt');
});

test('the axe check passes on the same page with a named button and alt text', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
      '<button>Send</button><img alt="A dot" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
  );
  await expectNoAxeViolations(page);
});
