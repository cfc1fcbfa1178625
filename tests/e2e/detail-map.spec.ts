import { expect, test, type Page } from '@playwright/test';
import { distanceMiles, type LngLat } from '@shared/geo/distance';
import { expectNoAxeViolations, mainHeading, untilAppMounted } from './shell-helpers';
import { returningVisitor, type Language } from './support/public-helpers';

// docs/screens.md "The first screen of a phone": the service page says how far the service is beside its address, its map at
// zoom 13 names the nearby places the offline gazetteer has and the service's address, and it
// says plainly that street maps open in the phone's maps app; at two phone sizes, in en and es.

// Phones draw at two pixels per CSS pixel or more; the screenshots are legible too.
test.use({ deviceScaleFactor: 2 });

/** The location the person chose in the sheet (session storage, as the sheet leaves it). */
const DENVER: LngLat = { lng: -104.99, lat: 39.74 };

interface Listing {
  id: string;
  name: string;
  address1: string;
  location: { coordinates: [number, number] };
}

let nearest: Listing & { at: LngLat };

test.beforeAll(async ({ request }) => {
  const res = await request.get('/api/services?limit=0');
  expect(res.status()).toBe(200);
  const all = ((await res.json()) as Listing[])
    .filter((s) => s.address1 && !(s.location.coordinates[0] === 0))
    .map((s) => ({ ...s, at: { lng: s.location.coordinates[0], lat: s.location.coordinates[1] } }))
    .sort((a, b) => distanceMiles(DENVER, a.at) - distanceMiles(DENVER, b.at));
  nearest = all[0]!;
  // A Denver listing: the gazetteer slice fetched around Denver covers its map.
  expect(distanceMiles(DENVER, nearest.at)).toBeLessThan(10);
});

const WORDS = {
  en: {
    distance: (miles: string) => `${miles} from Denver, CO`,
    decimal: /^\d+\.\d mi from Denver, CO$/,
    map: 'Map',
    note: "This map shows the nearby towns and ZIP codes, not the streets. Street maps open in your phone's maps app.",
    open: 'Open in your maps app',
    transit: 'Directions by transit',
  },
  es: {
    distance: (miles: string) => `A ${miles} de Denver, CO`,
    decimal: /^A \d+,\d mi de Denver, CO$/,
    map: 'Mapa',
    note: 'Este mapa muestra las ciudades y los códigos postales cercanos, pero no las calles. Los mapas con calles se abren en la app de mapas de tu teléfono.',
    open: 'Abrir en tu app de mapas',
    transit: 'Cómo llegar en transporte público',
  },
} as const;

/** One decimal, in the language's own number format, and the unit. */
function miles(value: number, language: Language): string {
  const format = new Intl.NumberFormat(language === 'es' ? 'es' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${format.format(value)} mi`;
}

/** Requests that leave the app's origin: the map must make none. */
function watchExternalRequests(page: Page, baseURL: string): string[] {
  const external: string[] = [];
  page.on('request', (r) => {
    if (!/^(data|blob):/.test(r.url()) && !r.url().startsWith(baseURL)) external.push(r.url());
  });
  return external;
}

for (const size of [
  { width: 360, height: 740 },
  { width: 320, height: 640 },
]) {
  for (const language of ['en', 'es'] as const) {
    test(`a service page at ${size.width}×${size.height} in ${language}: distance, place names, maps app`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      test.setTimeout(60_000);
      const words = WORDS[language];
      await page.setViewportSize(size);
      const external = watchExternalRequests(page, baseURL!);
      await returningVisitor(context, baseURL!, language);
      await context.addInitScript((location) => {
        sessionStorage.setItem(
          'refugio.location',
          JSON.stringify({
            state: { location, placeName: 'Denver, CO', blocked: false },
            version: 0,
          }),
        );
      }, DENVER);
      await page.goto(`/services/${nearest.id}`);
      await expect(mainHeading(page)).toHaveText(nearest.name, { timeout: 20_000 });
      await untilAppMounted(page);

      // The distance, right under the address, in the language's number format.
      const address = page.locator('address.service-address');
      const distance = page.locator('.service-address__distance');
      await expect(distance).toHaveText(
        words.distance(miles(distanceMiles(DENVER, nearest.at), language)),
      );
      await expect(distance).toHaveText(words.decimal);
      const [addressBox, distanceBox] = [await address.boundingBox(), await distance.boundingBox()];
      expect(distanceBox!.y - (addressBox!.y + addressBox!.height)).toBeLessThan(16);
      expect(distanceBox!.x + distanceBox!.width).toBeLessThanOrEqual(size.width);

      // The map names nearby places (labelled points in view and the nearest towns at its
      // edges) and writes the address under the service's dot.
      await page.getByRole('heading', { level: 2, name: words.map }).scrollIntoViewIfNeeded();
      const map = page.locator('.service-map-section .service-map');
      await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 });
      await expect(map.locator('.map-marker')).toHaveCount(1, { timeout: 20_000 });
      await expect(map.locator('.map-pin-label')).toHaveText(nearest.address1);
      const frame = (await map.locator('.service-map__frame').boundingBox())!;
      const names = map.locator('.map-place, .map-edge-place');
      await expect(names.first()).toBeVisible({ timeout: 20_000 });
      let inFrame = 0;
      for (const name of await names.all()) {
        const box = await name.boundingBox();
        if (!box) continue;
        expect((await name.textContent())?.trim()).not.toBe('');
        const inside =
          box.x >= frame.x &&
          box.y >= frame.y &&
          box.x + box.width <= frame.x + frame.width + 1 &&
          box.y + box.height <= frame.y + frame.height + 1;
        if (inside) inFrame += 1;
      }
      expect(inFrame).toBeGreaterThanOrEqual(2);
      // A nearest town out of sight is named at the edge with its distance in the same format.
      await expect(map.locator('.map-edge-place__miles').first()).toHaveText(
        language === 'es' ? /^\d+,\d mi$/ : /^\d+\.\d mi$/,
      );

      // Said plainly, next to the links that open the phone's maps app.
      const note = page.locator('.service-map-section__note');
      await expect(note).toHaveText(words.note);
      const open = page.getByRole('link', { name: words.open, exact: true });
      await expect(open).toHaveAttribute(
        'href',
        /^(geo:|https:\/\/maps\.apple\.com\/\?ll=|https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=)/,
      );
      await expect(page.getByRole('link', { name: words.transit, exact: true })).toHaveAttribute(
        'href',
        /^https:\/\/(www\.google\.com\/maps\/dir\/\?api=1&destination=|maps\.apple\.com\/\?daddr=)/,
      );
      for (const link of [open, page.getByRole('link', { name: words.transit, exact: true })]) {
        const box = (await link.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      }
      await map
        .locator('.service-map__frame')
        .screenshot({ path: testInfo.outputPath(`detail-map-${language}.png`) });
      await note.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`detail-links-${language}.png`) });
      await expectNoAxeViolations(page);
      expect(external).toEqual([]);
    });
  }
}

test('an Android phone gets a geo: link that any maps app opens', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile',
  });
  const page = await context.newPage();
  await returningVisitor(context, baseURL!);
  await page.goto(`${baseURL}/services/${nearest.id}`);
  await expect(mainHeading(page)).toHaveText(nearest.name, { timeout: 20_000 });
  const [lng, lat] = nearest.location.coordinates;
  await expect(page.getByRole('link', { name: 'Open in your maps app' })).toHaveAttribute(
    'href',
    `geo:${lat},${lng}?q=${lat},${lng}(${encodeURIComponent(nearest.name)})`,
  );
  await context.close();
});
