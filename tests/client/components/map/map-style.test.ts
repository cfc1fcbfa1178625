import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Basemap from '@client/components/map/basemap';
import { chooseMapStyle } from '@client/components/map/use-map-style';

const require = createRequire(import.meta.url);
const readAtlas = (name: string) => JSON.parse(readFileSync(require.resolve(name), 'utf8'));

// The offline basemap's files, as the precache would serve them.
vi.mock('@client/components/map/basemap', async (original) => {
  const real = await original<typeof Basemap>();
  return {
    ...real,
    loadOfflineBasemap: async () =>
      real.basemapFromTopology(
        readAtlas('world-atlas/land-110m.json'),
        readAtlas('us-atlas/states-10m.json'),
      ),
  };
});

const STYLE_URL = 'https://tiles.example.org/style.json';
const isOffline = (style: unknown) =>
  typeof style === 'object' && (style as { layers: { id: string }[] }).layers[0]?.id === 'water';

afterEach(() => vi.restoreAllMocks());

describe('the map style', () => {
  it('is the offline basemap when no online style is configured, fetching nothing', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    expect(isOffline(await chooseMapStyle(null, fetchImpl))).toBe(true);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('is the configured online style when it can be reached', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    expect(await chooseMapStyle(STYLE_URL, fetchImpl)).toBe(STYLE_URL);
    expect(fetchImpl).toHaveBeenCalledWith(STYLE_URL);
  });

  it('falls back to the offline basemap when the online style cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = vi.fn<typeof fetch>(async () => new Response('', { status: 503 }));
    expect(isOffline(await chooseMapStyle(STYLE_URL, down))).toBe(true);
    const noNetwork = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(isOffline(await chooseMapStyle(STYLE_URL, noNetwork))).toBe(true);
  });

  it('does not try the online style while the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchImpl = vi.fn<typeof fetch>();
    expect(isOffline(await chooseMapStyle(STYLE_URL, fetchImpl))).toBe(true);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
