import { describe, expect, it } from 'vitest';
import { serviceFormSchema } from '@shared/validation/service';
import {
  forbiddenServiceFields,
  serviceEditorRole,
  type ServiceEditorRole,
} from '@shared/validation/service-roles';
import { FOOD_SERVICE, SHELTER } from './service-fixtures';
import { errorsOf, parsed } from './support';

const schemaFor = (role: ServiceEditorRole) => serviceFormSchema({ role });

describe('serviceEditorRole (docs/spec/product-spec.md §6)', () => {
  it.each([
    [['USER'], 'provider'],
    [['AUTO USER', 'USER'], 'provider'],
    [['VOLUNTEER', 'USER'], 'volunteer'],
    [['VOLUNTEER LEAD', 'USER'], 'volunteer'],
    [['VOLUNTEER SENIOR'], 'volunteer'],
    [['SUPER USER', 'USER'], 'superUser'],
    [['SUPER USER', 'VOLUNTEER'], 'superUser'],
    [['ADMINISTRATOR', 'USER'], 'admin'],
    [['ADMINISTRATOR', 'SUPER USER'], 'admin'],
  ] as const)('reads %j as %s', (roles, role) => {
    expect(serviceEditorRole({ roles })).toBe(role);
  });

  it('reads a volunteer sign-up without a volunteer role as a volunteer', () => {
    expect(serviceEditorRole({ roles: ['USER'], isVolunteer: true })).toBe('volunteer');
  });

  it('lists the fields each role may not set', () => {
    expect(forbiddenServiceFields('admin')).toEqual([]);
    expect(forbiddenServiceFields('superUser')).toEqual([
      'userEmail',
      'isShowFlag',
      'isShowDonate',
    ]);
    expect(forbiddenServiceFields('volunteer')).toContain('totalBeds');
    expect(forbiddenServiceFields('provider')).toContain('isCriticalHeader');
    expect(forbiddenServiceFields('provider')).not.toContain('totalBeds');
  });
});

describe.each(['provider', 'admin', 'superUser'] as const)('shelter beds for a %s', (role) => {
  const errors = (change: Record<string, unknown>) =>
    errorsOf(schemaFor(role), { ...SHELTER, ...change });

  it('accepts a shelter with its beds, and available equal to total', () => {
    expect(errors({})).toEqual({});
    expect(errors({ availableBeds: 40 })).toEqual({});
  });

  it.each([
    [{ totalBeds: undefined }, { totalBeds: 'Please type Total Beds' }],
    [{ totalBeds: '' }, { totalBeds: 'Please type Total Beds' }],
    [{ totalBeds: 0 }, { totalBeds: 'Please type Total Beds' }],
    [{ totalBeds: 'many' }, { totalBeds: 'Please type Total Beds' }],
    [{ totalBeds: 2.5 }, { totalBeds: 'Beds must be a whole number.' }],
    [{ availableBeds: -1 }, { availableBeds: 'Available beds must be 0 or more.' }],
    [
      { availableBeds: 41 },
      { availableBeds: 'Available beds should be less than or equal to Total Beds' },
    ],
    [
      { totalBeds: '9', availableBeds: '10' },
      { availableBeds: 'Available beds should be less than or equal to Total Beds' },
    ],
  ])('rejects %j', (change, expected) => {
    expect(errors(change)).toEqual(expected);
  });

  it('compares typed bed counts as numbers (the original rejected 9 of 10 as text)', () => {
    expect(
      parsed(schemaFor(role), { ...SHELTER, totalBeds: '10', availableBeds: '9' }),
    ).toMatchObject({ totalBeds: 10, availableBeds: 9 });
  });

  it('leaves the available count optional', () => {
    expect(errors({ availableBeds: '' })).toEqual({});
  });

  it('keeps low barrier', () => {
    const body = parsed(schemaFor(role), { ...SHELTER, isLowBarrier: true });
    expect(body.isLowBarrier).toBe(true);
  });

  it('ignores bed counts of a service that is not a shelter', () => {
    const body = parsed(schemaFor(role), { ...FOOD_SERVICE, totalBeds: 'x', availableBeds: 5 });
    expect(body).not.toHaveProperty('totalBeds');
    expect(body).not.toHaveProperty('availableBeds');
  });
});

describe('a volunteer (no beds, low barrier or contact toggle)', () => {
  const volunteer = schemaFor('volunteer');

  it('saves a shelter without beds, dropping any sent', () => {
    const body = parsed(volunteer, {
      ...SHELTER,
      totalBeds: 0,
      availableBeds: 99,
      isLowBarrier: true,
    });
    expect(body).not.toHaveProperty('totalBeds');
    expect(body).not.toHaveProperty('availableBeds');
    expect(body).not.toHaveProperty('isLowBarrier');
  });

  it('still needs a schedule, because the contact toggle is not theirs', () => {
    expect(errorsOf(volunteer, { ...FOOD_SERVICE, isContact: true, schedules: [] })).toEqual({
      schedules: 'Please add schedule',
    });
  });
});

describe.each(['provider', 'admin', 'superUser'] as const)(
  'the contact toggle for a %s',
  (role) => {
    it('lifts the schedule requirement and empties both lists', () => {
      const body = parsed(schemaFor(role), {
        ...FOOD_SERVICE,
        isContact: true,
        schedules: [{ type: 'WEEKLY' }],
        closeSchedules: [{ type: 'PERMANENTLY_CLOSED' }],
      });
      expect(body).toMatchObject({ isContact: true, schedules: [], closeSchedules: [] });
    });
  },
);

describe.each(['admin', 'superUser'] as const)('the critical header for a %s', (role) => {
  it('needs a description when it is on', () => {
    expect(errorsOf(schemaFor(role), { ...FOOD_SERVICE, isCriticalHeader: true })).toEqual({
      criticalDescription: 'Please input Description',
    });
  });

  it('is saved with its description and expiry', () => {
    const body = parsed(schemaFor(role), {
      ...FOOD_SERVICE,
      isCriticalHeader: true,
      criticalDescription: 'Cooling center open today',
      criticalExpiredAt: '2026-07-01T23:59:00-06:00',
    });
    expect(body).toMatchObject({
      isCriticalHeader: true,
      criticalDescription: 'Cooling center open today',
      criticalExpiredAt: '2026-07-01T23:59:00-06:00',
    });
  });

  it('needs no description when it is off', () => {
    expect(errorsOf(schemaFor(role), { ...FOOD_SERVICE, isCriticalHeader: false })).toEqual({});
  });

  it('rejects a malformed expiry', () => {
    expect(
      errorsOf(schemaFor(role), {
        ...FOOD_SERVICE,
        isCriticalHeader: true,
        criticalDescription: 'Open',
        criticalExpiredAt: 'tomorrow',
      }),
    ).toEqual({ criticalExpiredAt: 'Please choose a valid expiry date and time.' });
  });
});

describe.each(['volunteer', 'provider'] as const)('the critical header for a %s', (role) => {
  it('is dropped, with no error', () => {
    const body = parsed(schemaFor(role), {
      ...FOOD_SERVICE,
      isCriticalHeader: true,
      criticalDescription: '',
      criticalExpiredAt: 'tomorrow',
    });
    expect(body).not.toHaveProperty('isCriticalHeader');
    expect(body).not.toHaveProperty('criticalExpiredAt');
  });
});

describe('owner email, flag and donate', () => {
  const adminFields = { userEmail: ' Owner@Shelter.ORG ', isShowFlag: false, isShowDonate: true };

  it('are saved for an admin, the owner email lower-cased', () => {
    expect(parsed(schemaFor('admin'), { ...FOOD_SERVICE, ...adminFields })).toMatchObject({
      userEmail: 'owner@shelter.org',
      isShowFlag: false,
      isShowDonate: true,
    });
  });

  it('need a valid owner email from an admin', () => {
    expect(errorsOf(schemaFor('admin'), { ...FOOD_SERVICE, userEmail: 'owner@' })).toEqual({
      userEmail: 'Please input valid Email.',
    });
  });

  it.each(['volunteer', 'provider', 'superUser'] as const)('are dropped for a %s', (role) => {
    const body = parsed(schemaFor(role), { ...FOOD_SERVICE, ...adminFields, userEmail: 'bad' });
    expect(body).not.toHaveProperty('userEmail');
    expect(body).not.toHaveProperty('isShowFlag');
    expect(body).not.toHaveProperty('isShowDonate');
  });
});
