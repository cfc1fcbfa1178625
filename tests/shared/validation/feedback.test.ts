import { describe, expect, it } from 'vitest';
import {
  appFeedbackSchema,
  connectFormSchema,
  reportFormSchema,
  serviceFeedbackBodySchema,
} from '@shared/validation/feedback';
import { errorsOf, parsed } from './support';

describe('the app feedback page', () => {
  const feedback = { email: 'Mark@Gmail.com', subject: 'Map', message: 'The map is great.' };

  it('accepts email, subject and message, the email lower-cased', () => {
    expect(parsed(appFeedbackSchema, feedback)).toEqual({ ...feedback, email: 'mark@gmail.com' });
  });

  it.each([
    [{ email: '' }, { email: 'Please input your email.' }],
    [{ email: 'mark@' }, { email: 'Please input valid Email.' }],
    [{ subject: '' }, { subject: 'Please input your subject.' }],
    [{ message: ' ' }, { message: 'Please input your message.' }],
  ])('rejects %j', (change, errors) => {
    expect(errorsOf(appFeedbackSchema, { ...feedback, ...change })).toEqual(errors);
  });
});

describe('the connect form', () => {
  const connect = {
    name: 'Mark',
    email: 'mark@gmail.com',
    phone: '(303) 555-0100',
    message: 'Do you have a bed tonight?',
  };

  it('accepts name, email, phone and message', () => {
    expect(errorsOf(connectFormSchema, connect)).toEqual({});
  });

  it('accepts a shared location as lng|lat, and 0|0 as none', () => {
    expect(
      parsed(connectFormSchema, { ...connect, coordinates: '-104.99|39.74' }).coordinates,
    ).toBe('-104.99|39.74');
    expect(errorsOf(connectFormSchema, { ...connect, coordinates: '0|0' })).toEqual({});
    expect(errorsOf(connectFormSchema, { ...connect, coordinates: '' })).toEqual({});
  });

  it.each([
    [{ name: '' }, { name: 'Please input your name.' }],
    [{ email: '' }, { email: 'Please input your email.' }],
    [{ email: 'mark' }, { email: 'Please input valid Email.' }],
    [{ phone: '' }, { phone: 'Please input your phone number.' }],
    [{ message: '' }, { message: 'Please input your message.' }],
    [{ coordinates: '39.74' }, { coordinates: 'Please choose a valid location on the map.' }],
    [
      { coordinates: '-104.99|139.74' },
      { coordinates: 'Please choose a valid location on the map.' },
    ],
  ])('rejects %j', (change, errors) => {
    expect(errorsOf(connectFormSchema, { ...connect, ...change })).toEqual(errors);
  });
});

describe('the report form', () => {
  it('accepts an email and a message', () => {
    expect(errorsOf(reportFormSchema, { email: 'a@b.org', message: 'Wrong phone.' })).toEqual({});
  });

  it.each([
    [{ message: 'Wrong phone.' }, { email: 'Please input your email.' }],
    [{ email: 'a@b', message: 'Wrong phone.' }, { email: 'Please input valid Email.' }],
    [{ email: 'a@b.org' }, { message: 'Please input your message.' }],
  ])('rejects %j', (form, errors) => {
    expect(errorsOf(reportFormSchema, form)).toEqual(errors);
  });
});

describe('the service feedback body (connect and report both send it)', () => {
  const body = { service: 'svc-1', subject: 'Shelter Service', message: 'Hello', email: 'a@b.org' };

  it('accepts an email alone or a phone alone', () => {
    expect(errorsOf(serviceFeedbackBodySchema, body)).toEqual({});
    expect(
      errorsOf(serviceFeedbackBodySchema, { ...body, email: '', phone: '3035550100' }),
    ).toEqual({});
  });

  it.each([
    [{ email: '', phone: '' }, { email: 'Please input your email or phone number.' }],
    [{ service: '' }, { service: 'Something went wrong. Please try again.' }],
    [{ subject: '' }, { subject: 'Please input your subject.' }],
    [{ message: '' }, { message: 'Please input your message.' }],
    [{ email: 'a@' }, { email: 'Please input valid Email.' }],
  ])('rejects %j', (change, errors) => {
    expect(errorsOf(serviceFeedbackBodySchema, { ...body, ...change })).toEqual(errors);
  });

  it('reports a missing way to answer together with a missing message', () => {
    expect(errorsOf(serviceFeedbackBodySchema, { ...body, email: '', message: '' })).toEqual({
      email: 'Please input your email or phone number.',
      message: 'Please input your message.',
    });
  });
});
