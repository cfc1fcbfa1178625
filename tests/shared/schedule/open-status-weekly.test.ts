import { describe } from 'vitest';
import { WEEKDAYS, weekly, weeklyOn } from './support/builders';
import { itReadsStatus, type StatusCase } from './support/run-cases';

// 2021-03-01 is a Monday; America/Denver (MST, no DST change until 2021-03-14).
const nineToFive = [weekly('MONDAY', '9:00 AM', '5:00 PM')];
const splitShift = [
  weekly('MONDAY', '9:00 AM', '12:00 PM'),
  weekly('MONDAY', '1:00 PM', '5:00 PM'),
];

const OPENING_AND_CLOSING_MINUTES: StatusCase[] = [
  {
    name: 'the opening minute counts as open',
    now: '2021-03-01 09:00',
    schedules: nineToFive,
    en: 'Open till 5:00 PM',
    es: 'Abierto hasta las 5:00 PM',
  },
  {
    name: 'the last minute before closing is open',
    now: '2021-03-01 16:59',
    schedules: nineToFive,
    en: 'Open till 5:00 PM',
  },
  {
    name: 'the closing minute is closed (end exclusive)',
    now: '2021-03-01 17:00',
    schedules: nineToFive,
    en: 'Closed till next Monday 9:00 AM',
  },
  {
    name: 'before opening on a day with two weekdays',
    now: '2021-03-01 08:00',
    schedules: weeklyOn(['MONDAY', 'TUESDAY'], '9:00 AM', '5:00 PM'),
    en: 'Closed till 9:00 AM',
  },
  {
    name: 'a noon opening prints 12:00 PM',
    now: '2021-03-01 11:00',
    schedules: [weekly('MONDAY', '12:00 PM', '3:00 PM')],
    en: 'Closed till 12:00 PM',
    es: 'Cerrado hasta las 12:00 PM',
  },
  {
    name: 'a midnight opening 7 days ahead prints 12:00 AM',
    now: '2021-03-01 07:00',
    schedules: [weekly('MONDAY', '12:00 AM', '6:00 AM')],
    en: 'Closed till next Monday 12:00 AM',
    es: 'Cerrado hasta el próximo lunes a las 12:00 AM',
  },
  {
    name: 'leading zeros and lower-case am/pm are read',
    now: '2021-03-01 10:00',
    schedules: [weekly('MONDAY', '09:00 am', '05:00 pm')],
    en: 'Open till 5:00 PM',
  },
  {
    name: 'an entry without times covers the whole day',
    now: '2021-03-01 10:00',
    schedules: [weekly('MONDAY')],
    en: 'Open till 11:59 PM',
  },
];

const DAY_DISTANCES: StatusCase[] = [
  {
    name: 'next opening tomorrow',
    now: '2021-02-28 10:00',
    schedules: nineToFive,
    en: 'Closed until 9:00 AM tomorrow',
    es: 'Cerrado hasta mañana a las 9:00 AM',
  },
  {
    name: 'next opening in 2 days',
    now: '2021-02-27 10:00',
    schedules: nineToFive,
    en: 'Closed until Monday 9:00 AM',
    es: 'Cerrado hasta el lunes a las 9:00 AM',
  },
  {
    name: 'next opening in 6 days',
    now: '2021-03-02 10:00',
    schedules: nineToFive,
    en: 'Closed until Monday 9:00 AM',
  },
  {
    name: 'Friday evening of a Mon–Fri week',
    now: '2021-03-05 18:00',
    schedules: weeklyOn(WEEKDAYS, '9:00 AM', '5:00 PM'),
    en: 'Closed until Monday 9:00 AM',
  },
  {
    name: 'Thursday 1 PM opening in 3 days',
    now: '2021-03-01 18:00',
    schedules: [weekly('THURSDAY', '1:00 PM', '4:00 PM')],
    en: 'Closed until Thursday 1:00 PM',
    es: 'Cerrado hasta el jueves a la 1:00 PM',
  },
  {
    name: 'Sunday opening seen from Monday night',
    now: '2021-03-01 22:00',
    schedules: [weekly('SUNDAY', '10:00 AM', '2:00 PM')],
    en: 'Closed until Sunday 10:00 AM',
    es: 'Cerrado hasta el domingo a las 10:00 AM',
  },
];

const SPLIT_SHIFTS: StatusCase[] = [
  {
    name: 'the lunch gap of a split shift',
    now: '2021-03-01 12:00',
    schedules: splitShift,
    en: 'Closed till 1:00 PM',
    es: 'Cerrado hasta la 1:00 PM',
  },
  {
    name: 'the minute before a noon break',
    now: '2021-03-01 11:59',
    schedules: splitShift,
    en: 'Open till 12:00 PM',
    es: 'Abierto hasta las 12:00 PM',
  },
  {
    name: 'touching blocks merge',
    now: '2021-03-01 10:00',
    schedules: [weekly('MONDAY', '9:00 AM', '12:00 PM'), weekly('MONDAY', '12:00 PM', '5:00 PM')],
    en: 'Open till 5:00 PM',
  },
  {
    name: 'overlapping blocks merge',
    now: '2021-03-01 10:00',
    schedules: [weekly('MONDAY', '9:00 AM', '1:00 PM'), weekly('MONDAY', '11:00 AM', '5:00 PM')],
    en: 'Open till 5:00 PM',
  },
  {
    name: 'a duplicate entry changes nothing',
    now: '2021-03-01 10:00',
    schedules: [...nineToFive, ...nineToFive],
    en: 'Open till 5:00 PM',
  },
];

describe('openStatus for weekly schedules', () => {
  describe('opening and closing minutes', () => itReadsStatus(OPENING_AND_CLOSING_MINUTES));
  describe('calendar-day distances', () => itReadsStatus(DAY_DISTANCES));
  describe('split shifts and merges', () => itReadsStatus(SPLIT_SHIFTS));
});
