import { describe, expect, it } from 'vitest';
import { cleanParams, joinList, splitList } from '@shared/query/params';
import { canLoadMore } from '@shared/query/constants';
import { formatLngLat, parseLatLng, parseLngLat } from '@shared/query/coordinate';

describe('cleanParams', () => {
  it("drops empty, null, undefined and 'undefined' params and trims the rest", () => {
    expect(
      cleanParams({
        a: '',
        b: null,
        c: undefined,
        d: 'undefined',
        e: 'null',
        f: '  x ',
        g: 0,
        h: false,
        i: '   ',
      }),
    ).toEqual({ f: 'x', g: '0', h: 'false' });
  });
});

describe('comma lists', () => {
  it('are trimmed, de-duplicated and lose empty items', () => {
    expect(splitList(' name, description ,name,, serviceSummary ,')).toEqual([
      'name',
      'description',
      'serviceSummary',
    ]);
    expect(splitList('')).toEqual([]);
    expect(splitList(undefined)).toEqual([]);
    expect(joinList(['FOOD', ' FOOD', 'SHELTER ', ''])).toBe('FOOD,SHELTER');
  });
});

describe('the lng|lat coordinate format', () => {
  it('reads longitude first', () => {
    expect(parseLngLat('-104.99|39.74')).toEqual({ lng: -104.99, lat: 39.74 });
    expect(parseLngLat(' -104.99 | 39.74 ')).toEqual({ lng: -104.99, lat: 39.74 });
  });

  it("treats '0|0' as no location", () => {
    expect(parseLngLat('0|0')).toBeNull();
  });

  it.each(['', '1', '1|2|3', 'a|b', '200|10', '10|-91', '1e3|2', 'NaN|1', '|'])(
    'rejects %j',
    (value) => {
      expect(parseLngLat(value)).toBeNull();
    },
  );

  it('writes what it reads', () => {
    expect(parseLngLat(formatLngLat({ lng: -87.63, lat: 41.88 }))).toEqual({
      lng: -87.63,
      lat: 41.88,
    });
  });

  it("reads the chatbot's reversed lat|lng", () => {
    expect(parseLatLng('39.74|-104.99')).toEqual({ lng: -104.99, lat: 39.74 });
    expect(parseLatLng('39.74|-104.99|1')).toBeNull();
    expect(parseLatLng(undefined)).toBeNull();
  });
});

describe('canLoadMore', () => {
  it('is true exactly when a page came back full', () => {
    expect(canLoadMore(100, 100)).toBe(true);
    expect(canLoadMore(99, 100)).toBe(false);
    expect(canLoadMore(0, 25)).toBe(false);
  });
});
