import { describe, expect, it } from 'vitest';
import { relativeTime } from '@client/lib/relative-time';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const MINUTE = 60_000;

describe('relativeTime', () => {
  it('says how long ago in the largest whole unit, truncated', () => {
    expect(relativeTime('en', NOW - 5 * MINUTE, NOW)).toBe('5 minutes ago');
    expect(relativeTime('en', NOW - 59.9 * MINUTE, NOW)).toBe('59 minutes ago');
    expect(relativeTime('en', NOW - 3 * 60 * MINUTE, NOW)).toBe('3 hours ago');
    expect(relativeTime('en', NOW - 36 * 60 * MINUTE, NOW)).toBe('yesterday');
    expect(relativeTime('en', NOW - 3 * 24 * 60 * MINUTE, NOW)).toBe('3 days ago');
  });

  it('reads an ISO instant as well as epoch milliseconds', () => {
    expect(relativeTime('en', '2026-03-01T11:50:00.000Z', NOW)).toBe('10 minutes ago');
  });

  it('speaks the given locale', () => {
    expect(relativeTime('es', NOW - 2 * 60 * MINUTE, NOW)).toBe('hace 2 horas');
  });

  it('reads under a minute, and a time in the future, as now', () => {
    expect(relativeTime('en', NOW - 30_000, NOW)).toBe('now');
    expect(relativeTime('en', NOW + 10 * MINUTE, NOW)).toBe('now');
  });

  it('gives null for a time it cannot read instead of throwing', () => {
    expect(relativeTime('en', 'not a date', NOW)).toBeNull();
    expect(relativeTime('en', Number.NaN, NOW)).toBeNull();
  });
});
