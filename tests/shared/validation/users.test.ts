import { describe, expect, it } from 'vitest';
import { coordinatorListSchema } from '@shared/validation/coordinators';
import { profileSchema, userEditSchema } from '@shared/validation/users';
import { errorsOf, parsed } from './support';

describe('the profile', () => {
  it('accepts a name and phone, both optional, and never takes the email', () => {
    expect(parsed(profileSchema, { displayName: ' Food Bank ', phone: '(303) 555-0100' })).toEqual({
      displayName: 'Food Bank',
      phone: '(303) 555-0100',
    });
    expect(parsed(profileSchema, {})).toEqual({});
    expect(parsed(profileSchema, { email: 'new@mail.org' })).not.toHaveProperty('email');
  });

  it('rejects a phone longer than the mask', () => {
    expect(errorsOf(profileSchema, { phone: '303 555 0100 ext 2' })).toEqual({
      phone: 'Phone number must be at most 14 characters.',
    });
  });
});

describe('the user edit of a non-admin', () => {
  const schema = userEditSchema({ targetIsAdmin: false });

  it.each([
    ['', 3],
    [null, 3],
    ['5', 5],
    [1, 1],
  ])('reads the quota %j as %j', (quota, expected) => {
    expect(parsed(schema, { totalServices: quota }).totalServices).toBe(expected);
  });

  it('leaves the quota unchanged when it is not sent', () => {
    expect(parsed(schema, { isApproved: false })).toEqual({ isApproved: false });
  });

  it.each([0, -2, '0', 1.5, 'three'])('rejects the quota %j', (quota) => {
    expect(errorsOf(schema, { totalServices: quota })).toEqual({
      totalServices: 'The service quota must be a whole number, at least 1.',
    });
  });

  it('takes name, phone and the active flag, never the email or dates', () => {
    expect(
      parsed(schema, {
        displayName: 'Hotel California',
        phone: '',
        isApproved: true,
        email: 'x@y.org',
        createdAt: '2020-01-01',
      }),
    ).toEqual({ displayName: 'Hotel California', phone: '', isApproved: true });
  });

  it('rejects an active flag that is not a boolean', () => {
    expect(errorsOf(schema, { isApproved: 'yes' })).toEqual({
      isApproved: 'Something went wrong. Please try again.',
    });
  });
});

describe('the user edit of an administrator', () => {
  it('drops the quota: administrators have none (docs/spec/product-spec.md §6)', () => {
    const schema = userEditSchema({ targetIsAdmin: true });
    expect(parsed(schema, { totalServices: 0, displayName: 'Admin' })).toEqual({
      displayName: 'Admin',
    });
  });
});

describe('a region’s coordinators', () => {
  const ana = { name: 'Ana Pérez', email: 'Ana@Region.org', phone: '(303) 555-0101' };

  it('accepts one or more, email and phone optional', () => {
    expect(parsed(coordinatorListSchema, [ana, { name: 'Luis' }])).toEqual([
      { ...ana, email: 'ana@region.org' },
      { name: 'Luis' },
    ]);
    expect(errorsOf(coordinatorListSchema, [{ name: 'Luis', email: '', phone: '' }])).toEqual({});
  });

  it.each([
    [[], { '': 'Please input at least one Coordinator.' }],
    [undefined, { '': 'Please input at least one Coordinator.' }],
    [[{ name: ' ' }], { '0.name': 'Please input the coordinator name.' }],
    [[{ name: 'Luis', email: 'luis@' }], { '0.email': 'Please input valid Email.' }],
    [
      [{ name: 'Luis', phone: '303-555-0101 ext 4' }],
      { '0.phone': 'Phone number must be at most 14 characters.' },
    ],
    [[ana, { name: 'ana pérez' }], { '1.name': 'Each coordinator needs a different name.' }],
  ])('rejects %j', (list, errors) => {
    expect(errorsOf(coordinatorListSchema, list)).toEqual(errors);
  });
});
