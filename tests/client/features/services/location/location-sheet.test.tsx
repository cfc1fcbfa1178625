import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '@client/db/database';
import { searchPlaces, storePlaces } from '@client/db/places';
import { LocationButton } from '@client/features/services/components/location-button';
import { activateLocale, i18n } from '@client/lib/i18n';
import { useLocationStore } from '@client/lib/location-store';
import { useToastStore } from '@client/lib/toast-store';
import { useSyncStatus } from '@client/sync/status';
import { GEOLOCATION_MAX_AGE_MS } from '@shared/query/constants';
import type { PlaceRecord } from '@shared/sync/places';
import type * as PlacesModule from '@client/db/places';

// The real gazetteer search, watched so the test can see when (and with what) it runs.
vi.mock('@client/db/places', async (importOriginal) => {
  const real = await importOriginal<typeof PlacesModule>();
  return { ...real, searchPlaces: vi.fn(real.searchPlaces) };
});

const PLACES: PlaceRecord[] = [
  { id: 'city:1', kind: 'city', name: 'Denver', state: 'CO', lng: -104.99, lat: 39.74 },
  { id: 'city:3', kind: 'city', name: 'Dent', state: 'MN', lng: -95.7, lat: 46.55 },
  {
    id: 'zip:80202',
    kind: 'zip',
    name: 'Denver',
    state: 'CO',
    code: '80202',
    lng: -105,
    lat: 39.7,
  },
];

type Failure = (error: { code: number }) => void;
type Success = (position: { coords: { latitude: number; longitude: number } }) => void;

function fakeGeolocation(answer: (ok: Success, fail: Failure) => void) {
  const getCurrentPosition = vi.fn((ok: Success, fail: Failure, _options?: PositionOptions) =>
    answer(ok, fail),
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

async function openSheet() {
  render(
    <I18nProvider i18n={i18n}>
      <LocationButton />
    </I18nProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Change location/ }));
  // The sheet's code loads when it first opens.
  return screen.findByRole('dialog', { name: 'Choose your location' });
}

const searchbox = () => screen.getByRole('searchbox', { name: 'Search city name or ZIP code' });

beforeEach(async () => {
  await activateLocale('en');
  await storePlaces(localDb(), null, PLACES, Date.now());
  vi.mocked(searchPlaces).mockClear();
  // These tests search the device's slice; 'online' below searches the server.
  useSyncStatus.setState({ online: false });
});

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(localDb().tables.map((table) => table.clear()));
  useLocationStore.setState({ location: null, placeName: null, blocked: false });
  useToastStore.setState({ toasts: [] });
  useSyncStatus.setState({ online: true });
  vi.restoreAllMocks();
});

describe('the location sheet', () => {
  it('opens from the header button, labelled, with focus in the search field', async () => {
    const dialog = await openSheet();
    expect(dialog).toBeTruthy();
    expect(document.activeElement).toBe(searchbox());
  });

  it('searches the gazetteer only once typing has rested for 500 ms', async () => {
    await openSheet();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const text of ['d', 'de', 'den'])
      fireEvent.change(searchbox(), { target: { value: text } });
    await act(async () => void vi.advanceTimersByTime(499));
    // Lets a search that was due reach the database: zero-delay timers (the live query's) and
    // IndexedDB's tasks run, without the clock moving on.
    for (let i = 0; i < 10; i++)
      await act(async () => {
        vi.advanceTimersByTime(0);
        await new Promise((resolve) => setImmediate(resolve));
      });
    expect(searchPlaces).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(1));
    // The live query runs its search a moment after the settled text renders.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Denver, CO' })).toBeTruthy());
    expect(vi.mocked(searchPlaces).mock.calls.map((call) => call[1])).toEqual(['den']);
    expect(screen.getByRole('button', { name: 'Dent, MN' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 places found');
  });

  it('sets the chosen place with its name, closes, and gives focus back to the button', async () => {
    await openSheet();
    fireEvent.change(searchbox(), { target: { value: '8020' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Denver, CO 80202' }));
    expect(useLocationStore.getState()).toMatchObject({
      location: { lng: -105, lat: 39.7 },
      placeName: 'Denver, CO 80202',
    });
    expect(sessionStorage.getItem('refugio.location')).toContain('Denver, CO 80202');
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: /Change location/ });
    expect(opener.textContent).toContain('Near Denver, CO 80202');
    expect(document.activeElement).toBe(opener);
  });

  it('says so when the slice has no place for the text', async () => {
    await openSheet();
    fireEvent.change(searchbox(), { target: { value: 'Nowhereville' } });
    expect(
      await screen.findByText('No matching results found. Please enter a different location.'),
    ).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('clears the location', async () => {
    useLocationStore.getState().setLocation({ lng: -104.99, lat: 39.74 }, 'Denver, CO');
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Clear location' }));
    expect(useLocationStore.getState()).toMatchObject({ location: null, placeName: null });
    expect(screen.getByRole('button', { name: /Change location/ }).textContent).toContain(
      'Choose a location',
    );
  });

  it('uses the current location with high accuracy and a 10 s maximum age', async () => {
    const get = fakeGeolocation((ok) => ok({ coords: { latitude: 39.7, longitude: -105 } }));
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(get.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      maximumAge: GEOLOCATION_MAX_AGE_MS,
    });
    expect(useLocationStore.getState()).toMatchObject({ location: { lng: -105, lat: 39.7 } });
    expect(screen.getByRole('button', { name: /Change location/ }).textContent).toContain(
      'Your location',
    );
  });

  it('flags the location blocked when refused, and says why inline and in a toast', async () => {
    fakeGeolocation((_ok, fail) => fail({ code: 1 }));
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    const message = 'Cannot get your current location. Go to Settings and turn on Location.';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(useLocationStore.getState()).toMatchObject({ blocked: true, location: null });
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({ text: message, tone: 'error' });
    // The app goes on: the sheet stays open for a city search instead.
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: 'Use my current location' })
        .getAttribute('aria-describedby'),
    ).toBeTruthy();
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const dialog = await openSheet();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Change location/ }));
  });

  it('keeps Tab inside the sheet', async () => {
    const dialog = await openSheet();
    const close = screen.getByRole('button', { name: 'Close' });
    // With no results yet, the search field is the last control.
    expect(document.activeElement).toBe(searchbox());
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(searchbox());
  });
});

describe('the location sheet online', () => {
  const PHOENIX = {
    cities: [
      {
        id: '77',
        name: 'Phoenix',
        state: 'AZ',
        search: 'Phoenix AZ',
        location: { type: 'Point', coordinates: [-112.07, 33.45] },
      },
    ],
    zips: [],
  };

  it('searches every place the server knows, not only the slice, and says so', async () => {
    useSyncStatus.setState({ online: true });
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(PHOENIX), { status: 200 }));
    await openSheet();
    expect(screen.getByText('Searching every US city and ZIP code.')).toBeTruthy();
    fireEvent.change(searchbox(), { target: { value: 'phoenix' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Phoenix, AZ' }));
    expect(useLocationStore.getState()).toMatchObject({
      location: { lng: -112.07, lat: 33.45 },
      placeName: 'Phoenix, AZ',
    });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/services\/search-city-or-zip$/);
    expect(JSON.parse(String(init?.body))).toEqual({ keyword: 'phoenix' });
    expect(searchPlaces).not.toHaveBeenCalled();
  });

  it('sends a ZIP+4 as its five-digit ZIP code', async () => {
    useSyncStatus.setState({ online: true });
    const zips = {
      cities: [],
      zips: [
        {
          id: 'z',
          code: '80202',
          city: 'Denver',
          state: 'CO',
          location: { type: 'Point', coordinates: [-105, 39.75] },
        },
      ],
    };
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(zips), { status: 200 }));
    await openSheet();
    fireEvent.change(searchbox(), { target: { value: '80202-1234' } });
    expect(await screen.findByRole('button', { name: 'Denver, CO 80202' })).toBeTruthy();
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toEqual({ keyword: '80202' });
  });

  it('falls back to the device when the server cannot be reached, and says so', async () => {
    useSyncStatus.setState({ online: true });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openSheet();
    fireEvent.change(searchbox(), { target: { value: 'den' } });
    expect(await screen.findByRole('button', { name: 'Denver, CO' })).toBeTruthy();
    expect(
      screen.getByText('Offline: searching only the places saved on this device.'),
    ).toBeTruthy();
  });

  it('says it searches only the saved places when offline', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await openSheet();
    expect(
      screen.getByText('Offline: searching only the places saved on this device.'),
    ).toBeTruthy();
    fireEvent.change(searchbox(), { target: { value: 'den' } });
    expect(await screen.findByRole('button', { name: 'Denver, CO' })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
