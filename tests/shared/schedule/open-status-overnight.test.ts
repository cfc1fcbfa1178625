import { describe } from 'vitest';
import { EVERY_DAY, weekly, weeklyOn } from './support/builders';
import { itReadsStatus, type StatusCase } from './support/run-cases';

// 2021-03-01 is a Monday; America/Denver (MST, no DST change until 2021-03-14).
const sundayNight = [
  weekly('SUNDAY', '8:00 PM', '11:59 PM'),
  weekly('MONDAY', '12:00 AM', '6:00 AM'),
];
const mondayEveningToTuesday = [
  weekly('MONDAY', '8:00 PM', '11:59 PM'),
  weekly('TUESDAY', '12:00 AM', '8:00 PM'),
];

const OVERNIGHT_AND_MIDNIGHT: StatusCase[] = [
  {
    name: 'an 11:59 PM end prints 11:59 PM',
    now: '2021-03-01 19:00',
    schedules: [weekly('MONDAY', '6:00 PM', '11:59 PM')],
    en: 'Open till 11:59 PM',
    es: 'Abierto hasta las 11:59 PM',
  },
  {
    name: 'a 12:00 AM end is midnight and prints 11:59 PM',
    now: '2021-03-01 19:00',
    schedules: [weekly('MONDAY', '6:00 PM', '12:00 AM')],
    en: 'Open till 11:59 PM',
  },
  {
    name: 'a 12:00 AM end merges with a 12:00 AM start',
    now: '2021-03-01 19:00',
    schedules: [weekly('MONDAY', '6:00 PM', '12:00 AM'), weekly('TUESDAY', '12:00 AM', '2:00 AM')],
    en: 'Open till 2:00 AM',
  },
  {
    name: 'Sunday 11:59 PM merges into Monday (evening)',
    now: '2021-02-28 22:00',
    schedules: sundayNight,
    en: 'Open till 6:00 AM',
    es: 'Abierto hasta las 6:00 AM',
  },
  {
    name: 'Sunday 11:59 PM merges into Monday (after midnight)',
    now: '2021-03-01 05:00',
    schedules: sundayNight,
    en: 'Open till 6:00 AM',
  },
  {
    name: 'after the Sunday→Monday block',
    now: '2021-03-01 06:00',
    schedules: sundayNight,
    en: 'Closed until Sunday 8:00 PM',
  },
  {
    name: 'an overnight block that started yesterday (Sunday → Monday)',
    now: '2021-03-01 01:00',
    schedules: [weekly('SUNDAY', '10:00 PM', '2:00 AM')],
    en: 'Open till 2:00 AM',
  },
  {
    name: 'an overnight block just before it ends',
    now: '2021-02-28 07:59',
    schedules: [weekly('SATURDAY', '8:00 PM', '8:00 AM')],
    en: 'Open till 8:00 AM',
  },
  {
    name: 'an overnight block at its end',
    now: '2021-02-28 08:00',
    schedules: [weekly('SATURDAY', '8:00 PM', '8:00 AM')],
    en: 'Closed until Saturday 8:00 PM',
    es: 'Cerrado hasta el sábado a las 8:00 PM',
  },
  {
    name: 'nightly 7 PM–7 AM blocks do not merge',
    now: '2021-03-01 20:00',
    schedules: weeklyOn(EVERY_DAY, '7:00 PM', '7:00 AM'),
    en: 'Open till 7:00 AM',
  },
  {
    name: 'between nightly blocks',
    now: '2021-03-01 12:00',
    schedules: weeklyOn(EVERY_DAY, '7:00 PM', '7:00 AM'),
    en: 'Closed till 7:00 PM',
    es: 'Cerrado hasta las 7:00 PM',
  },
  {
    name: 'an end equal to the start runs 24 hours',
    now: '2021-03-02 08:00',
    schedules: [weekly('MONDAY', '9:00 AM', '9:00 AM')],
    en: 'Open till 9:00 AM',
  },
];

const LONG_PERIODS: StatusCase[] = [
  {
    name: 'every day 12:00 AM–11:59 PM is one endless period',
    now: '2021-03-03 15:00',
    schedules: weeklyOn(EVERY_DAY, '12:00 AM', '11:59 PM'),
    en: 'Open 24/7',
    es: 'Abierto 24/7',
  },
  {
    name: 'every day 12:00 AM–12:00 AM is one endless period',
    now: '2021-03-03 15:00',
    schedules: weeklyOn(EVERY_DAY, '12:00 AM', '12:00 AM'),
    en: 'Open 24/7',
  },
  {
    name: 'every day without times is one endless period',
    now: '2021-03-03 15:00',
    schedules: weeklyOn(EVERY_DAY),
    en: 'Open 24/7',
  },
  {
    name: 'all week but Sunday ends Saturday 11:59 PM',
    now: '2021-03-01 10:00',
    schedules: weeklyOn(EVERY_DAY.slice(0, 6), '12:00 AM', '11:59 PM'),
    en: 'Open till Saturday 11:59 PM',
    es: 'Abierto hasta el sábado a las 11:59 PM',
  },
  {
    name: 'a merged Monday–Wednesday block ends on Wednesday',
    now: '2021-03-01 10:00',
    schedules: [
      weekly('MONDAY', '9:00 AM', '11:59 PM'),
      weekly('TUESDAY', '12:00 AM', '11:59 PM'),
      weekly('WEDNESDAY', '12:00 AM', '5:00 PM'),
    ],
    en: 'Open till Wednesday 5:00 PM',
    es: 'Abierto hasta el miércoles a las 5:00 PM',
  },
  {
    name: 'an end 23 hours away gives the time only',
    now: '2021-03-01 21:00',
    schedules: mondayEveningToTuesday,
    en: 'Open till 8:00 PM',
  },
  {
    name: 'an end exactly 24 hours away names the day',
    now: '2021-03-01 20:00',
    schedules: mondayEveningToTuesday,
    en: 'Open till Tuesday 8:00 PM',
    es: 'Abierto hasta el martes a las 8:00 PM',
  },
  {
    name: 'an end at 1 PM in Spanish is singular',
    now: '2021-03-01 20:00',
    schedules: [
      weekly('MONDAY', '8:00 PM', '11:59 PM'),
      weekly('TUESDAY', '12:00 AM', '11:59 PM'),
      weekly('WEDNESDAY', '12:00 AM', '1:30 PM'),
    ],
    en: 'Open till Wednesday 1:30 PM',
    es: 'Abierto hasta el miércoles a la 1:30 PM',
  },
];

describe('openStatus for overnight and multi-day periods', () => {
  describe('overnight blocks and the 11:59 PM rule', () => itReadsStatus(OVERNIGHT_AND_MIDNIGHT));
  describe('periods longer than a day', () => itReadsStatus(LONG_PERIODS));
});
