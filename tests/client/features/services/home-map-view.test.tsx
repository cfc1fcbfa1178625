import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceMapProps } from '@client/components/map/service-map';
import { HomeMap } from '@client/features/services/components/home-map';
import { MAP_ZOOM_LIST, PUBLIC_PAGE_SIZE } from '@shared/query/constants';
import { renderUi } from '../../components/service/render-ui';
import { service } from '../../sync/fakes';
import { fillMirror, resetMirrorAndHome } from './mirror';

// WebGL does not run in jsdom: the map is replaced by a record of what it was asked to show.
const shown: ServiceMapProps[] = [];
vi.mock('@client/components/map/lazy-service-map', () => ({
  LazyServiceMap: (props: ServiceMapProps) => {
    shown.push(props);
    return null;
  },
}));
const last = () => shown.at(-1)!;

const input = {
  tab: 'FOOD' as const,
  subFilter: null,
  category: 'ALL' as const,
  openNow: false,
  search: '',
  searchStarted: false,
  now: new Date('2026-03-02T18:00:00Z'),
};

describe('HomeMap', () => {
  beforeEach(async () => {
    shown.length = 0;
    await resetMirrorAndHome();
  });

  it('puts every matched service on the map at zoom 10 around the location', async () => {
    const count = PUBLIC_PAGE_SIZE + 20;
    await fillMirror(Array.from({ length: count }, (_, i) => service(`f${i}`)));
    const origin = { lng: -104.9, lat: 39.7 };
    await renderUi(<HomeMap {...input} origin={origin} />);
    await waitFor(() => expect(last().points).toHaveLength(count));
    expect(last()).toMatchObject({
      zoom: MAP_ZOOM_LIST,
      center: origin,
      userLocation: origin,
      label: 'Map of the services found',
    });
  });

  it('names the services in view once the map reports its view', async () => {
    await fillMirror([
      service('in', { name: 'Downtown Kitchen' }),
      service('in2', { name: 'Uptown Kitchen' }),
      service('out', { name: 'Far Kitchen', location: { type: 'Point', coordinates: [-80, 30] } }),
    ]);
    await renderUi(<HomeMap {...input} origin={null} />);
    await waitFor(() => expect(last().points).toHaveLength(3));
    // Without a location the map opens on the matched services (their median, not the far one).
    await waitFor(() => expect(last().center).toEqual({ lng: -104.99, lat: 39.74 }));
    expect(last().points.every((p) => p.name === '')).toBe(true);
    act(() => last().onViewChange?.({ west: -106, south: 39, east: -104, north: 41 }));
    await waitFor(() =>
      expect(last().points.find((p) => p.id === 'in')).toMatchObject({
        name: 'Downtown Kitchen',
        status: 'open',
      }),
    );
    expect(last().points.find((p) => p.id === 'out')?.name).toBe('');
  });
});
