import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@shared/domain/enums';
import { serviceFormSchema } from '@shared/validation/service';
import { SERVICE_FORM_FIELDS } from '@shared/validation/service-shape';
import { FOOD_SERVICE, ROLES } from './service-fixtures';
import { errorsOf, parsed } from './support';

// The rules that do not depend on who fills in the form (docs/spec/product-spec.md §5 'Service form').
describe.each(ROLES)('the service form for a %s', (role) => {
  const schema = serviceFormSchema({ role });
  const errors = (change: Record<string, unknown>) =>
    errorsOf(schema, { ...FOOD_SERVICE, ...change }, SERVICE_FORM_FIELDS);

  it('accepts a complete service', () => {
    expect(errors({})).toEqual({});
  });

  it.each([
    [{ name: ' ' }, { name: 'Please input Name.' }],
    [{ description: '' }, { description: 'Please input your description.' }],
    [
      { description: 'a'.repeat(1001) },
      { description: 'Description in less than 1000 characters.' },
    ],
    [
      { descriptionEs: 'a'.repeat(1001) },
      { descriptionEs: 'Description in less than 1000 characters.' },
    ],
    [{ address1: '' }, { address1: 'Please input your address.' }],
    [{ city: undefined }, { city: 'Please input your city.' }],
    [{ state: '' }, { state: 'Please input your state.' }],
    [{ zip: '' }, { zip: 'Please input your zip.' }],
    [{ country: '' }, { country: 'Please input your country.' }],
    [{ contactEmail: 'name@nonprofit' }, { contactEmail: 'Please input valid Email.' }],
    [{ phone: '(303) 555-01000' }, { phone: 'Phone number must be at most 14 characters.' }],
    [{ type: [] }, { type: 'Please select at least one Service.' }],
    [{ type: undefined }, { type: 'Please select at least one Service.' }],
    [{ serviceSummary: '' }, { serviceSummary: 'Please input your service detail.' }],
    [{ category: [] }, { category: 'Please select at least one Category.' }],
    [{ schedules: [] }, { schedules: 'Please add schedule' }],
    [{ schedules: undefined }, { schedules: 'Please add schedule' }],
    [
      { schedules: [{ type: 'WEEKLY', day: 'MONDAY', startTime: '9:00 AM', endTime: '9:00 AM' }] },
      { 'schedules.0.endTime': 'End Time should be greater than Start time' },
    ],
    [
      { closeSchedules: [{ type: 'FULL_DAY' }] },
      { 'closeSchedules.0.type': 'Something went wrong. Please try again.' },
    ],
    [
      { location: { coordinates: [-200, 39.7] } },
      { location: 'Please choose a valid location on the map.' },
    ],
  ])('rejects %j', (change, expected) => {
    const all = errors(change);
    // Nested paths (location.coordinates.0) are reported under their top-level field here.
    const byField = Object.fromEntries(
      Object.entries(all).map(([path, message]) => [
        path.startsWith('location') ? 'location' : path,
        message,
      ]),
    );
    expect(byField).toEqual(expected);
  });

  it.each([
    [{ description: 'a'.repeat(1000) }],
    [{ contactEmail: '' }],
    [{ contactEmail: ' Info@Nonprofit.ORG ' }],
    [{ phone: '' }],
    [{ website: 'www.abc.org', facebook: 'facebook.com/abc' }],
    [{ location: { type: 'Point', coordinates: [-104.99, 39.74] } }],
  ])('accepts %j', (change) => {
    expect(errors(change)).toEqual({});
  });

  it('asks for the service detail only once a type is chosen', () => {
    expect(errors({ type: [], serviceSummary: '' })).toEqual({
      type: 'Please select at least one Service.',
    });
  });

  it('shows every error of an empty form at once, in form order', () => {
    expect(Object.values(errorsOf(schema, {}, SERVICE_FORM_FIELDS))).toEqual([
      'Please input Name.',
      'Please input your description.',
      'Please input your address.',
      'Please input your city.',
      'Please input your state.',
      'Please input your zip.',
      'Please input your country.',
      'Please select at least one Service.',
      'Please select at least one Category.',
      'Please add schedule',
    ]);
  });

  it('still reports other fields next to a malformed schedule entry', () => {
    expect(errors({ name: '', serviceSummary: '', schedules: [{}] })).toEqual({
      name: 'Please input Name.',
      serviceSummary: 'Please input your service detail.',
      'schedules.0.type': 'Something went wrong. Please try again.',
    });
  });

  it('lower-cases the contact email and keeps types in their canonical order', () => {
    const body = parsed(schema, {
      ...FOOD_SERVICE,
      contactEmail: ' Info@Nonprofit.ORG ',
      type: ['WORK', 'FOOD', 'WORK'],
    });
    expect(body.contactEmail).toBe('info@nonprofit.org');
    expect(body.type).toEqual(['FOOD', 'WORK']);
  });

  it('stores ALL as all eight categories (the ALL rule)', () => {
    expect(parsed(schema, { ...FOOD_SERVICE, category: ['ALL'] }).category).toEqual([
      ...CATEGORIES,
    ]);
    expect(
      parsed(schema, {
        ...FOOD_SERVICE,
        category: ['MEN', 'WOMEN', 'KIDS', 'SENIORS', 'DISABLED', 'FAMILIES', 'LGBT'],
      }).category,
    ).toEqual([...CATEGORIES]);
  });

  it('drops unknown keys', () => {
    expect(parsed(schema, { ...FOOD_SERVICE, isApproved: true, likes: 99 })).not.toHaveProperty(
      'isApproved',
    );
  });
});
