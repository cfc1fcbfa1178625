import { describe, expect, it } from 'vitest';
import { bedsWithinTotal, bedUpdateSchema } from '@shared/validation/beds';
import { errorsOf, parsed } from './support';

const update = { availableBeds: 12, totalBeds: 40, observedAt: '2026-11-22T03:15:00.000Z' };

describe('a bed update', () => {
  it('accepts 0 ≤ available ≤ total with the time it was observed', () => {
    expect(parsed(bedUpdateSchema, update)).toEqual(update);
    expect(errorsOf(bedUpdateSchema, { ...update, availableBeds: 0 })).toEqual({});
    expect(errorsOf(bedUpdateSchema, { ...update, availableBeds: 40 })).toEqual({});
  });

  it('reads typed counts as numbers', () => {
    expect(
      parsed(bedUpdateSchema, { ...update, availableBeds: '9', totalBeds: '10' }),
    ).toMatchObject({ availableBeds: 9, totalBeds: 10 });
  });

  it.each([
    [
      { availableBeds: 41 },
      { availableBeds: 'Available beds should be less than or equal to Total Beds' },
    ],
    [
      { availableBeds: '10', totalBeds: '9' },
      { availableBeds: 'Available beds should be less than or equal to Total Beds' },
    ],
    [{ availableBeds: -1 }, { availableBeds: 'Available beds must be 0 or more.' }],
    [{ availableBeds: '' }, { availableBeds: 'Available beds must be 0 or more.' }],
    [{ availableBeds: 1.5 }, { availableBeds: 'Beds must be a whole number.' }],
    [{ totalBeds: 0, availableBeds: 0 }, { totalBeds: 'Total beds must be at least 1.' }],
    [{ totalBeds: undefined }, { totalBeds: 'Total beds must be at least 1.' }],
    [{ observedAt: 'now' }, { observedAt: 'Something went wrong. Please try again.' }],
    [{ observedAt: undefined }, { observedAt: 'Something went wrong. Please try again.' }],
  ])('rejects %j', (change, errors) => {
    expect(errorsOf(bedUpdateSchema, { ...update, ...change })).toEqual(errors);
  });
});

describe('bedsWithinTotal (the +/− buttons revert instead of saving)', () => {
  it.each([
    [0, 10, true],
    [10, 10, true],
    [9, 10, true],
    [11, 10, false],
    [-1, 10, false],
    [1.5, 10, false],
  ])('%j of %j → %j', (available, total, ok) => {
    expect(bedsWithinTotal(available, total)).toBe(ok);
  });
});
