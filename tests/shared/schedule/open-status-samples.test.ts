import { describe } from 'vitest';
import { closedForGood, dateRange, fullDay, monthly, weekly } from './support/builders';
import { itReadsStatus, type StatusCase } from './support/run-cases';

const mondayNineToFive = [weekly('MONDAY', '9:00 AM', '5:00 PM')];
const mondayTuesday = [
  weekly('MONDAY', '9:00 AM', '5:00 PM'),
  weekly('TUESDAY', '9:00 AM', '5:00 PM'),
];
const lunchClosure = [dateRange('03/01/2021', '03/01/2021', '11:00 AM', '1:00 PM')];

// Every row of the "Sample cases" table of docs/spec/open-status.md, in America/Denver unless a zone is given.
const SAMPLES: StatusCase[] = [
  {
    name: 'Mon 10:00, Monday 9–5',
    now: '2021-03-01 10:00',
    schedules: mondayNineToFive,
    en: 'Open till 5:00 PM',
    es: 'Abierto hasta las 5:00 PM',
  },
  {
    name: 'Mon 08:59, Monday 9–5',
    now: '2021-03-01 08:59',
    schedules: mondayNineToFive,
    en: 'Closed till 9:00 AM',
    es: 'Cerrado hasta las 9:00 AM',
  },
  {
    name: 'Mon 17:00, Monday 9–5',
    now: '2021-03-01 17:00',
    schedules: mondayNineToFive,
    en: 'Closed till next Monday 9:00 AM',
    es: 'Cerrado hasta el próximo lunes a las 9:00 AM',
  },
  {
    name: 'Wed 12:00, Monday 9–5',
    now: '2021-03-03 12:00',
    schedules: mondayNineToFive,
    en: 'Closed until Monday 9:00 AM',
    es: 'Cerrado hasta el lunes a las 9:00 AM',
  },
  {
    name: 'Mon 12:30, Monday 9–12 and 1–5',
    now: '2021-03-01 12:30',
    schedules: [weekly('MONDAY', '9:00 AM', '12:00 PM'), weekly('MONDAY', '1:00 PM', '5:00 PM')],
    en: 'Closed till 1:00 PM',
    es: 'Cerrado hasta la 1:00 PM',
  },
  {
    name: 'Mon 23:00, Monday 8 PM–11:59 PM + Tuesday 12 AM–6 AM',
    now: '2021-03-01 23:00',
    schedules: [weekly('MONDAY', '8:00 PM', '11:59 PM'), weekly('TUESDAY', '12:00 AM', '6:00 AM')],
    en: 'Open till 6:00 AM',
    es: 'Abierto hasta las 6:00 AM',
  },
  {
    name: 'Mon 23:00, Monday 10 PM–2 AM',
    now: '2021-03-01 23:00',
    schedules: [weekly('MONDAY', '10:00 PM', '2:00 AM')],
    en: 'Open till 2:00 AM',
  },
  {
    name: 'Mon 12:00, FULL_DAY',
    now: '2021-03-01 12:00',
    schedules: [fullDay],
    en: 'Open 24/7',
    es: 'Abierto 24/7',
  },
  {
    name: 'Mon 03:00, FULL_DAY closed all Monday',
    now: '2021-03-01 03:00',
    schedules: [fullDay],
    closeSchedules: [weekly('MONDAY', '12:00 AM', '11:59 PM')],
    en: 'Closed until 12:00 AM tomorrow',
    es: 'Cerrado hasta mañana a las 12:00 AM',
  },
  {
    name: 'Mon 12:00, permanently closed',
    now: '2021-03-01 12:00',
    schedules: mondayNineToFive,
    closeSchedules: [closedForGood],
    en: 'Permanently closed',
    es: 'Cerrado permanentemente',
  },
  {
    name: 'Mon 12:00, lunch closure on the day',
    now: '2021-03-01 12:00',
    schedules: mondayTuesday,
    closeSchedules: lunchClosure,
    en: 'Closed till 1:00 PM',
  },
  {
    name: 'Mon 10:00, lunch closure later today',
    now: '2021-03-01 10:00',
    schedules: mondayTuesday,
    closeSchedules: lunchClosure,
    en: 'Open till 11:00 AM',
  },
  {
    name: 'Wed 20:00, date range 03/01–03/05 9–5',
    now: '2021-03-03 20:00',
    schedules: [dateRange('03/01/2021', '03/05/2021', '9:00 AM', '5:00 PM')],
    en: 'Closed until 9:00 AM tomorrow',
  },
  {
    name: 'Mon 2021-06-07 08:00, first Monday 9–5',
    now: '2021-06-07 08:00',
    schedules: [monthly('FIRST', 'MONDAY', '9:00 AM', '5:00 PM')],
    en: 'Closed until 1st Monday 9:00 AM',
    es: 'Cerrado hasta el primer lunes a las 9:00 AM',
  },
  {
    name: 'Fri 2021-03-26 10:00, last Friday 9–5',
    now: '2021-03-26 10:00',
    schedules: [monthly('LAST', 'FRIDAY', '9:00 AM', '5:00 PM')],
    en: 'Open till 5:00 PM',
  },
  ...['2021-03-01 10:00', '2021-07-04 23:59', '2026-11-01 01:30'].flatMap((now): StatusCase[] => [
    {
      name: `${now}, contact only`,
      now,
      schedules: [],
      isContact: true,
      en: 'Please contact this service for hours',
      es: 'Comunícate con este servicio para conocer el horario',
    },
    { name: `${now}, no entries`, now, schedules: [], en: '', es: '' },
  ]),
  {
    name: '2026-11-23T17:30Z in Los Angeles, Monday 9–5',
    now: '2026-11-23T17:30:00Z',
    zone: 'America/Los_Angeles',
    schedules: mondayNineToFive,
    en: 'Open till 5:00 PM',
  },
  {
    name: '2026-03-08T04:30Z in New York (night before spring forward), Saturday 8 PM–8 AM',
    now: '2026-03-08T04:30:00Z',
    zone: 'America/New_York',
    schedules: [weekly('SATURDAY', '8:00 PM', '8:00 AM')],
    en: 'Open till 8:00 AM',
    es: 'Abierto hasta las 8:00 AM',
  },
];

describe('openStatus on the published samples of docs/spec/open-status.md', () => {
  itReadsStatus(SAMPLES);
});
