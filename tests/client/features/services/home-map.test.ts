import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useHomeMatches } from '@client/features/services/hooks/use-home-matches';
import { homeMapPoints, medianPoint } from '@client/features/services/lib/home-map-points';
import { PUBLIC_PAGE_SIZE } from '@shared/query/constants';
import { indexEntryOf } from '@shared/sync/service-index';
import { service } from '../../sync/fakes';
import { fillMirror, resetMirrorAndHome } from './mirror';

const NOW = new Date('2026-03-02T18:00:00Z');
const base = {
  tab: 'FOOD' as const,
  subFilter: null,
  category: 'ALL' as const,
  openNow: false,
  search: '',
  searchStarted: false,
  now: NOW,
};

describe('useHomeMatches', () => {
  beforeEach(resetMirrorAndHome);

  it('gives every service the list matches, beyond the first page', async () => {
    const many = Array.from({ length: PUBLIC_PAGE_SIZE + 30 }, (_, i) => service(`f${i}`));
    await fillMirror([...many, service('s1', { type: ['SHELTER'] })]);
    const { result } = renderHook(() => useHomeMatches(base));
    await waitFor(() => expect(result.current.entries).toHaveLength(PUBLIC_PAGE_SIZE + 30));
    expect(result.current.entries?.some((e) => e.id === 's1')).toBe(false);
  });

  it('applies the search words and the open-now toggle like the list', async () => {
    await fillMirror([
      service('a', { name: 'Soup Kitchen' }),
      service('b', { name: 'Bread Pantry' }),
      service('c', { name: 'Soup Van', isContact: true, schedules: [] }),
    ]);
    const { result, rerender } = renderHook((input) => useHomeMatches(input), {
      initialProps: { ...base, search: 'soup', searchStarted: true },
    });
    await waitFor(() =>
      expect(result.current.entries?.map((e) => e.id).sort()).toEqual(['a', 'c']),
    );
    rerender({ ...base, search: 'soup', searchStarted: true, openNow: true });
    // A contact-only service is never open (docs/spec/open-status.md).
    await waitFor(() => expect(result.current.entries?.map((e) => e.id)).toEqual(['a']));
  });
});

describe('homeMapPoints', () => {
  const open = service('open', { name: 'Open Kitchen' });
  const unread = service('unread', { location: { type: 'Point', coordinates: [-105.1, 39.8] } });
  const contact = service('contact', { isContact: true, schedules: [] });
  const entries = [open, unread, contact].map(indexEntryOf);

  it('names and words the statuses of the services read, with the distance', () => {
    const [point] = homeMapPoints(entries, new Map([['open', open]]), {
      origin: { lng: -104.99, lat: 39.84 },
      at: NOW.getTime(),
      locale: 'en',
    });
    expect(point).toMatchObject({
      id: 'open',
      name: 'Open Kitchen',
      status: 'open',
      href: '/services/open',
    });
    expect(point?.statusText).not.toBe('');
    expect(point?.distanceText).toMatch(/^\d+\.\d mi$/);
  });

  it('still places the services not read yet, contact-only ones marked so', () => {
    const points = homeMapPoints(entries, new Map(), {
      origin: null,
      at: NOW.getTime(),
      locale: 'en',
    });
    expect(points.map((p) => [p.id, p.status, p.name])).toEqual([
      ['open', 'unknown', ''],
      ['unread', 'unknown', ''],
      ['contact', 'contact', ''],
    ]);
    expect(points[1]).toMatchObject({ lng: -105.1, lat: 39.8, distanceText: null });
  });

  it('gives the distance of a service not read yet, from the index', () => {
    const [, point] = homeMapPoints(entries, new Map(), {
      origin: { lng: -104.99, lat: 39.84 },
      at: NOW.getTime(),
      locale: 'en',
    });
    expect(point?.distanceText).toMatch(/^\d+\.\d mi$/);
  });
});

describe('medianPoint', () => {
  it('is not pulled away by one far service, and skips 0,0', () => {
    const center = medianPoint([
      { lng: -105, lat: 39.7 },
      { lng: -104.9, lat: 39.8 },
      { lng: -104.8, lat: 39.75 },
      { lng: -73.9, lat: 40.7 },
      { lng: 0, lat: 0 },
    ]);
    expect(center).toEqual({ lng: -104.8, lat: 39.75 });
    expect(medianPoint([])).toBeNull();
  });

  it('opens on a service, not between two cities', () => {
    const denver = [
      { lng: -105, lat: 39.7 },
      { lng: -104.9, lat: 39.75 },
    ];
    const chicago = [
      { lng: -87.6, lat: 41.9 },
      { lng: -87.7, lat: 41.8 },
    ];
    // The coordinate-wise median (-87.7, 41.8) is a service here; with lat from one city and lng
    // from the other it would be empty countryside.
    const center = medianPoint([...denver, ...chicago, { lng: -96, lat: 30 }]);
    expect([...denver, ...chicago, { lng: -96, lat: 30 }]).toContainEqual(center);
  });
});
