import { describe } from 'vitest';
import {
  WEEKDAYS,
  closedForGood,
  dateRange,
  fullDay,
  monthly,
  weekly,
  weeklyOn,
} from './support/builders';
import { itReadsStatus, type StatusCase } from './support/run-cases';

// America/Denver, week of Monday 2021-03-01.
const nineToFive = [weekly('MONDAY', '9:00 AM', '5:00 PM')];
const weekdays = weeklyOn(WEEKDAYS, '9:00 AM', '5:00 PM');
const mondayLunch = [weekly('MONDAY', '12:00 PM', '1:00 PM')];

const CLOSURES: StatusCase[] = [
  {
    name: 'a partial closure later today ends the period at its start',
    now: '2021-03-01 10:00',
    schedules: nineToFive,
    closeSchedules: mondayLunch,
    en: 'Open till 12:00 PM',
    es: 'Abierto hasta las 12:00 PM',
  },
  {
    name: 'inside a partial closure',
    now: '2021-03-01 12:30',
    schedules: nineToFive,
    closeSchedules: mondayLunch,
    en: 'Closed till 1:00 PM',
    es: 'Cerrado hasta la 1:00 PM',
  },
  {
    name: 'at the end of a partial closure',
    now: '2021-03-01 13:00',
    schedules: nineToFive,
    closeSchedules: mondayLunch,
    en: 'Open till 5:00 PM',
  },
  {
    name: 'a morning closure delays the opening',
    now: '2021-03-01 09:30',
    schedules: nineToFive,
    closeSchedules: [dateRange('03/01/2021', '03/01/2021', '8:00 AM', '10:00 AM')],
    en: 'Closed till 10:00 AM',
  },
  {
    name: 'a whole-day closure today',
    now: '2021-03-01 10:00',
    schedules: weeklyOn(['MONDAY', 'TUESDAY'], '9:00 AM', '5:00 PM'),
    closeSchedules: [dateRange('03/01/2021', '03/01/2021')],
    en: 'Closed until 9:00 AM tomorrow',
  },
  {
    name: 'a multi-day closure',
    now: '2021-03-01 10:00',
    schedules: weekdays,
    closeSchedules: [dateRange('03/01/2021', '03/03/2021')],
    en: 'Closed until Thursday 9:00 AM',
    es: 'Cerrado hasta el jueves a las 9:00 AM',
  },
  {
    name: 'a two-week closure pushes the opening 14 days out',
    now: '2021-03-01 10:00',
    schedules: weekdays,
    closeSchedules: [dateRange('03/01/2021', '03/12/2021')],
    en: 'Closed until 03/15/2021 9:00 AM',
  },
  {
    name: 'a closure on next Monday pushes it to the one after',
    now: '2021-03-01 17:00',
    schedules: nineToFive,
    closeSchedules: [dateRange('03/08/2021', '03/08/2021')],
    en: 'Closed until 03/15/2021 9:00 AM',
    es: 'Cerrado hasta el 03/15/2021 a las 9:00 AM',
  },
  {
    name: 'a monthly whole-day closure on the first Monday',
    now: '2021-03-01 10:00',
    schedules: nineToFive,
    closeSchedules: [monthly('FIRST', 'MONDAY')],
    en: 'Closed till next Monday 9:00 AM',
  },
  {
    name: 'a weekly closure covering every opening',
    now: '2021-03-01 10:00',
    schedules: nineToFive,
    closeSchedules: [weekly('MONDAY', '12:00 AM', '11:59 PM')],
    en: 'Closed',
    es: 'Cerrado',
  },
  {
    name: 'a closed weekly entry without times closes the whole day',
    now: '2021-03-01 10:00',
    schedules: nineToFive,
    closeSchedules: [weekly('MONDAY')],
    en: 'Closed',
  },
  {
    name: 'an overnight closure from yesterday',
    now: '2021-03-01 01:00',
    schedules: [fullDay],
    closeSchedules: [weekly('SUNDAY', '10:00 PM', '2:00 AM')],
    en: 'Closed till 2:00 AM',
  },
  {
    name: 'a closure that ended before now changes nothing',
    now: '2021-03-01 15:00',
    schedules: nineToFive,
    closeSchedules: mondayLunch,
    en: 'Open till 5:00 PM',
  },
  {
    name: 'a closure on another day changes nothing today',
    now: '2021-03-01 10:00',
    schedules: nineToFive,
    closeSchedules: [weekly('TUESDAY')],
    en: 'Open till 5:00 PM',
  },
];

const FULL_DAY: StatusCase[] = [
  {
    name: 'FULL_DAY with a closure later today',
    now: '2021-03-01 10:00',
    schedules: [fullDay],
    closeSchedules: [dateRange('03/01/2021', '03/01/2021', '6:00 PM', '11:59 PM')],
    en: 'Open till 6:00 PM',
  },
  {
    name: 'FULL_DAY inside an evening closure',
    now: '2021-03-01 19:00',
    schedules: [fullDay],
    closeSchedules: [dateRange('03/01/2021', '03/01/2021', '6:00 PM', '11:59 PM')],
    en: 'Closed until 12:00 AM tomorrow',
  },
  {
    name: 'FULL_DAY closed every Sunday ends Saturday 11:59 PM',
    now: '2021-03-01 10:00',
    schedules: [fullDay],
    closeSchedules: [weekly('SUNDAY')],
    en: 'Open till Saturday 11:59 PM',
    es: 'Abierto hasta el sábado a las 11:59 PM',
  },
  {
    name: 'FULL_DAY with a closure starting at midnight in 3 days',
    now: '2021-03-01 10:00',
    schedules: [fullDay],
    closeSchedules: [weekly('THURSDAY', '12:00 AM', '11:59 PM')],
    en: 'Open till Wednesday 11:59 PM',
  },
  {
    name: 'FULL_DAY with an afternoon closure in 2 days',
    now: '2021-03-01 10:00',
    schedules: [fullDay],
    closeSchedules: [dateRange('03/03/2021', '03/03/2021', '2:00 PM', '3:00 PM')],
    en: 'Open till Wednesday 2:00 PM',
  },
  {
    name: 'FULL_DAY with a closure 19 days away is 24/7',
    now: '2021-03-01 10:00',
    schedules: [fullDay],
    closeSchedules: [dateRange('03/20/2021', '03/20/2021')],
    en: 'Open 24/7',
  },
  {
    name: 'FULL_DAY with a closure in 8 days is 24/7',
    now: '2021-03-01 10:00',
    schedules: [fullDay],
    closeSchedules: [dateRange('03/09/2021', '03/09/2021')],
    en: 'Open 24/7',
  },
  {
    name: 'FULL_DAY with a closure in 6 days is not',
    now: '2021-03-01 10:00',
    schedules: [fullDay],
    closeSchedules: [dateRange('03/07/2021', '03/07/2021')],
    en: 'Open till Saturday 11:59 PM',
  },
  {
    name: 'FULL_DAY with weekday entries is still 24/7',
    now: '2021-03-01 10:00',
    schedules: [fullDay, ...nineToFive],
    en: 'Open 24/7',
  },
  {
    name: 'FULL_DAY open exactly 7 days (until the closure at midnight) is 24/7',
    now: '2021-03-01 00:00',
    schedules: [fullDay],
    closeSchedules: [dateRange('03/08/2021', '03/08/2021')],
    en: 'Open 24/7',
  },
  {
    name: 'FULL_DAY open one minute less than 7 days is not',
    now: '2021-03-01 00:01',
    schedules: [fullDay],
    closeSchedules: [dateRange('03/08/2021', '03/08/2021')],
    en: 'Open till Sunday 11:59 PM',
    es: 'Abierto hasta el domingo a las 11:59 PM',
  },
];

const NO_STATUS: StatusCase[] = [
  {
    name: 'PERMANENTLY_CLOSED wins over FULL_DAY',
    now: '2021-03-01 10:00',
    schedules: [fullDay],
    closeSchedules: [closedForGood],
    en: 'Permanently closed',
    es: 'Cerrado permanentemente',
  },
  {
    name: 'PERMANENTLY_CLOSED among other closures',
    now: '2021-03-01 10:00',
    schedules: nineToFive,
    closeSchedules: [weekly('TUESDAY'), closedForGood],
    en: 'Permanently closed',
  },
  {
    name: 'PERMANENTLY_CLOSED in the opening list too',
    now: '2021-03-01 10:00',
    schedules: [...nineToFive, closedForGood],
    en: 'Permanently closed',
  },
  {
    name: 'PERMANENTLY_CLOSED without opening entries',
    now: '2021-03-01 10:00',
    schedules: [],
    closeSchedules: [closedForGood],
    en: 'Permanently closed',
  },
  {
    name: 'contact-only wins over schedules',
    now: '2021-03-01 10:00',
    schedules: nineToFive,
    isContact: true,
    en: 'Please contact this service for hours',
  },
  {
    name: 'contact-only wins over permanently closed',
    now: '2021-03-01 10:00',
    schedules: [],
    closeSchedules: [closedForGood],
    isContact: true,
    en: 'Please contact this service for hours',
  },
  {
    name: 'closures alone show no status',
    now: '2021-03-01 10:00',
    schedules: [],
    closeSchedules: [weekly('MONDAY')],
    en: '',
  },
  {
    name: 'only unreadable entries show no status',
    now: '2021-03-01 10:00',
    schedules: [weekly('MONDAY', '13:00 PM', '5:00 PM'), weekly('MONDAY', '9:00', '5:00 PM')],
    en: '',
    es: '',
  },
  {
    name: 'an unreadable entry is skipped, the rest counts',
    now: '2021-03-01 10:00',
    schedules: [weekly('MONDAY', '25:00 PM', '5:00 PM'), ...nineToFive],
    en: 'Open till 5:00 PM',
  },
];

describe('openStatus with closed days', () => {
  describe('closures', () => itReadsStatus(CLOSURES));
  describe('FULL_DAY with closures', () => itReadsStatus(FULL_DAY));
  describe('permanently closed, contact-only and empty', () => itReadsStatus(NO_STATUS));
});
