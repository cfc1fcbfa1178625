import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE_TIMES, scheduleEntrySchema } from '@shared/validation/schedule-entry';
import { errorsOf, parsed } from './support';

const opening = scheduleEntrySchema('opening');
const closed = scheduleEntrySchema('closed');
const GENERIC = 'Something went wrong. Please try again.';

const weekly = { type: 'WEEKLY', day: 'MONDAY', startTime: '8:00 AM', endTime: '5:00 PM' };
const monthly = { ...weekly, type: 'MONTHLY', period: 'FIRST' };
const dateRange = {
  type: 'DATE_RANGE',
  startDate: '03/01/2021',
  endDate: '03/05/2021',
  startTime: '9:00 AM',
  endTime: '5:00 PM',
};

describe.each([
  ['opening', opening],
  ['closed', closed],
] as const)('a %s schedule entry', (_list, schema) => {
  it.each([
    ['weekly', weekly],
    ['monthly', monthly],
    ['date range', dateRange],
    ['monthly without times (the whole day)', { type: 'MONTHLY', period: 'LAST', day: 'FRIDAY' }],
    ['a one-day date range', { ...dateRange, endDate: '03/01/2021' }],
    ['an overnight entry', { ...weekly, startTime: '8:00 PM', endTime: '8:00 AM' }],
    ['an entry ending at 11:59 PM', { ...weekly, startTime: '8:00 PM', endTime: '11:59 PM' }],
    ['an entry ending at midnight', { ...weekly, startTime: '10:00 PM', endTime: '12:00 AM' }],
    ['lower-case, zero-padded times', { ...weekly, startTime: '09:00 am', endTime: '05:00 pm' }],
  ])('accepts %s', (_name, entry) => {
    expect(errorsOf(schema, entry)).toEqual({});
  });

  it.each([
    ['no type', { day: 'MONDAY' }, { type: GENERIC }],
    ['an unknown type', { type: 'DAILY' }, { type: GENERIC }],
    ['weekly without a day', { ...weekly, day: undefined }, { day: 'Please select a day.' }],
    ['weekly with a bad day', { ...weekly, day: 'FUNDAY' }, { day: 'Please select a day.' }],
    [
      'monthly without a period',
      { ...monthly, period: undefined },
      { period: 'Please select a period.' },
    ],
    ['monthly without a day', { ...monthly, day: '' }, { day: 'Please select a day.' }],
    [
      'a date range without dates',
      { type: 'DATE_RANGE' },
      { startDate: 'Please select a start date.', endDate: 'Please select an end date.' },
    ],
    [
      'a date that does not exist',
      { ...dateRange, startDate: '02/30/2021' },
      { startDate: 'Please enter the date as MM/DD/YYYY.' },
    ],
    [
      'a date in another format',
      { ...dateRange, endDate: '2021-03-05' },
      { endDate: 'Please enter the date as MM/DD/YYYY.' },
    ],
    [
      'an end date before the start date',
      { ...dateRange, startDate: '03/05/2021', endDate: '03/01/2021' },
      { endDate: 'End date should be equal or greater than Start date' },
    ],
    [
      'an end date in an earlier year',
      { ...dateRange, startDate: '12/31/2021', endDate: '01/01/2021' },
      { endDate: 'End date should be equal or greater than Start date' },
    ],
    [
      'an end time equal to the start time',
      { ...weekly, startTime: '8:00 AM', endTime: '08:00 am' },
      { endTime: 'End Time should be greater than Start time' },
    ],
    [
      'a time without AM or PM',
      { ...weekly, endTime: '17:00' },
      { endTime: 'Please enter the time as h:mm AM or h:mm PM.' },
    ],
    [
      'a start time without an end time',
      { ...monthly, endTime: '' },
      { endTime: 'Please select an end time.' },
    ],
    [
      'an end time without a start time',
      { ...dateRange, startTime: undefined },
      { startTime: 'Please select a start time.' },
    ],
  ])('rejects %s', (_name, entry, errors) => {
    expect(errorsOf(schema, entry)).toEqual(errors);
  });

  it('keeps only the fields of its type', () => {
    expect(parsed(schema, { ...weekly, period: 'FIRST', startDate: '03/01/2021' })).toEqual(weekly);
    expect(parsed(schema, { ...dateRange, day: 'MONDAY' })).toEqual(dateRange);
  });
});

describe('the opening schedule (Schedule panel)', () => {
  it('needs the hours of a weekly entry', () => {
    expect(errorsOf(opening, { type: 'WEEKLY', day: 'MONDAY' })).toEqual({
      startTime: 'Please select a start time.',
      endTime: 'Please select an end time.',
    });
  });

  it('accepts Open 24/7 and drops any times sent with it', () => {
    expect(parsed(opening, { type: 'FULL_DAY', startTime: '8:00 AM', endTime: '5:00 PM' })).toEqual(
      { type: 'FULL_DAY' },
    );
  });

  it('excludes PERMANENTLY_CLOSED', () => {
    expect(errorsOf(opening, { type: 'PERMANENTLY_CLOSED' })).toEqual({ type: GENERIC });
  });
});

describe('the closed-day schedule (Holidays closed days panel)', () => {
  it('closes a whole weekday without times', () => {
    expect(parsed(closed, { type: 'WEEKLY', day: 'SUNDAY' })).toEqual({
      type: 'WEEKLY',
      day: 'SUNDAY',
    });
  });

  it('accepts the hidden default times of the original web form', () => {
    expect(
      errorsOf(closed, { type: 'WEEKLY', day: 'SUNDAY', ...DEFAULT_SCHEDULE_TIMES.closed }),
    ).toEqual({});
  });

  it('accepts an overnight closure, built the same way as an opening (docs/spec/open-status.md Periods 3)', () => {
    expect(errorsOf(closed, { ...dateRange, startTime: '10:00 PM', endTime: '6:00 AM' })).toEqual(
      {},
    );
  });

  it('accepts PERMANENTLY_CLOSED and drops any times sent with it', () => {
    expect(parsed(closed, { type: 'PERMANENTLY_CLOSED', startTime: '8:00 AM' })).toEqual({
      type: 'PERMANENTLY_CLOSED',
    });
  });

  it('excludes FULL_DAY', () => {
    expect(errorsOf(closed, { type: 'FULL_DAY' })).toEqual({ type: GENERIC });
  });
});

describe('default schedule times (docs/spec/product-spec.md §5)', () => {
  it('are 8:00 AM–5:00 PM for openings and 12:00 AM–11:59 PM for closed days, all valid', () => {
    expect(DEFAULT_SCHEDULE_TIMES).toEqual({
      opening: { startTime: '8:00 AM', endTime: '5:00 PM' },
      closed: { startTime: '12:00 AM', endTime: '11:59 PM' },
    });
    expect(errorsOf(opening, { ...weekly, ...DEFAULT_SCHEDULE_TIMES.opening })).toEqual({});
  });
});
