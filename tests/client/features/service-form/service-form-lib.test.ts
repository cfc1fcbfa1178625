import { describe, expect, it } from 'vitest';
import {
  defaultExpiry,
  expiryFromInstant,
  expiryToInstant,
} from '@client/features/service-form/lib/critical-expiry';
import { toRawBody } from '@client/features/service-form/lib/form-body';
import { emptyFormState } from '@client/features/service-form/lib/form-state';
import { toggleSummaryPhrase } from '@client/features/service-form/lib/summary-phrases';

describe('the critical header expiry', () => {
  it('defaults to 11:59 PM of the local day', () => {
    expect(defaultExpiry(new Date(2026, 2, 5, 9, 30))).toEqual({
      date: '2026-03-05',
      time: '23:59',
    });
  });

  it('round-trips a local date and time through an ISO instant', () => {
    const instant = expiryToInstant({ date: '2026-03-05', time: '18:45' });
    expect(new Date(instant).getTime()).toBe(new Date(2026, 2, 5, 18, 45).getTime());
    expect(expiryFromInstant(instant, new Date())).toEqual({ date: '2026-03-05', time: '18:45' });
  });

  it('reads a missing time as the end of the day and a missing date as no expiry', () => {
    const instant = expiryToInstant({ date: '2026-03-05', time: '' });
    expect(new Date(instant).getTime()).toBe(new Date(2026, 2, 5, 23, 59).getTime());
    expect(expiryToInstant({ date: '', time: '10:00' })).toBe('');
  });
});

describe('the sub-filter phrases of the service details', () => {
  it('adds a filter phrase once and removes every phrase of that filter', () => {
    const added = toggleSummaryPhrase('Hot Meal', 'Food Pantry', true);
    expect(added).toBe('Hot Meal, Food Pantry');
    expect(toggleSummaryPhrase(added, 'Food Pantry', true)).toBe(added);
    expect(toggleSummaryPhrase('Food Bank, Hot Meal, Groceries', 'Food Pantry', false)).toBe(
      'Hot Meal',
    );
  });
});

describe('the body sent for a role', () => {
  it("leaves out what a volunteer may not set and sends a contact service's empty schedules", () => {
    const state = { ...emptyFormState(), isContact: true, totalBeds: '4', userEmail: 'x@y.org' };
    const body = toRawBody(state, 'volunteer');
    expect(body).not.toHaveProperty('totalBeds');
    expect(body).not.toHaveProperty('isContact');
    expect(body).not.toHaveProperty('userEmail');
    expect(body).not.toHaveProperty('criticalExpiredAt');
    expect(body['location']).toBeNull();
  });

  it('sends no expiry when the header never expires', () => {
    const state = { ...emptyFormState(), isCriticalHeader: true, isCriticalNeverExpire: true };
    expect(toRawBody(state, 'admin')['criticalExpiredAt']).toBe('');
  });
});
