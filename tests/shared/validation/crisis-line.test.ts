import { describe, expect, it } from 'vitest';
import { crisisLineSchema } from '@shared/validation/crisis-line';
import { errorsOf, parsed } from './support';

const line = {
  name: '988 Suicide & Crisis Lifeline',
  description: 'Free, confidential support 24/7.',
  phone: '988',
  area: 'USA',
  time: '24/7',
};

describe('the crisis line form', () => {
  it('accepts the required fields alone', () => {
    expect(parsed(crisisLineSchema, line)).toEqual(line);
  });

  it('keeps the optional text number, chat link and website', () => {
    const full = { ...line, text: '988', chatWebLink: '988lifeline.org/chat', website: '' };
    expect(parsed(crisisLineSchema, full)).toEqual(full);
  });

  it.each([
    [{ name: '' }, { name: 'Please input crisisline name.' }],
    [{ description: undefined }, { description: 'Please input your description.' }],
    [
      { description: 'a'.repeat(1001) },
      { description: 'Description in less than 1000 characters.' },
    ],
    [{ phone: '' }, { phone: 'Please input your phone' }],
    [{ phone: '1-800-799-7233 x1' }, { phone: 'Phone number must be at most 14 characters.' }],
    [{ area: ' ' }, { area: 'Please input your area.' }],
    [{ area: 'a'.repeat(101) }, { area: 'Area must be at most 100 characters.' }],
    [{ time: '' }, { time: 'Please input your time.' }],
  ])('rejects %j', (change, errors) => {
    expect(errorsOf(crisisLineSchema, { ...line, ...change })).toEqual(errors);
  });

  it('allows a description of exactly 1000 characters', () => {
    expect(errorsOf(crisisLineSchema, { ...line, description: 'a'.repeat(1000) })).toEqual({});
  });
});
