import { expect, test } from '@playwright/test';
import { distanceMiles } from '@shared/geo/distance';
import { homeCards, openHome, returningVisitor } from './support/public-helpers';

// docs/screens.md "Home without a location": without a location, home asks for one above the list, lists the services
// grouped by place (the place with the most listings first) and its map opens on all it counts.

interface Listed {
  name: string;
  location: { coordinates: [number, number] };
}

test('without a location, home asks for one, groups the list by place, and the map fits its markers', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const all = (await (await request.get('/api/services?limit=0')).json()) as Listed[];
  const at = new Map(all.map((s) => [s.name, s.location.coordinates]));
  await returningVisitor(context, baseURL!);
  await openHome(page, '/#SHELTER');

  // The call to choose a location is the first control above the list, in the primary colour.
  const call = page.getByRole('button', { name: /^Location: Choose a location/ });
  await expect(call).toHaveClass(/button--primary/);

  // The first rows are of one place: each within 40 miles of the first.
  const names = (await homeCards(page).locator('.service-card__name').allTextContents()).slice(
    0,
    8,
  );
  const [lng0, lat0] = at.get(names[0]!)!;
  for (const name of names) {
    const [lng, lat] = at.get(name)!;
    expect(distanceMiles({ lng: lng0, lat: lat0 }, { lng, lat }), name).toBeLessThanOrEqual(40);
  }

  await page.getByRole('button', { name: 'Map' }).click();
  const summary = page.locator('.service-map__summary');
  await expect(summary).toHaveText(/^\d+ services on the map\.$/);
  const counted = Number((await summary.textContent())!.match(/\d+/)![0]);
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible({ timeout: 20_000 });
  // Every service counted is in sight, as a marker or in a cluster's count.
  await expect
    .poll(
      async () => {
        const clusters = await page.locator('.map-cluster').allTextContents();
        const markers = await page.locator('.map-marker').count();
        return clusters.reduce((sum, text) => sum + Number(text.replace(/\D/g, '')), markers);
      },
      { timeout: 20_000 },
    )
    .toBe(counted);
});
