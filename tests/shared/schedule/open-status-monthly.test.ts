import { describe } from 'vitest';
import { dateRange, monthly, weekly } from './support/builders';
import { itReadsStatus, type StatusCase } from './support/run-cases';

// America/Denver. Mondays of March 2021: 1, 8, 15, 22, 29 (a fifth); April 2021: 5, 12, 19, 26 (no
// fifth); May 2021: 3 … 31. Fridays of February 2021: 5, 12, 19, 26; April 2021: 2 … 30.
const nineToFive = (
  period: Parameters<typeof monthly>[0],
  day: Parameters<typeof monthly>[1] = 'MONDAY',
) => [monthly(period, day, '9:00 AM', '5:00 PM')];

const MONTHLY: StatusCase[] = [
  {
    name: 'FIRST on the first Monday (day 1)',
    now: '2021-03-01 10:00',
    schedules: nineToFive('FIRST'),
    en: 'Open till 5:00 PM',
  },
  {
    name: 'FIRST after it closed: next month',
    now: '2021-03-01 17:00',
    schedules: nineToFive('FIRST'),
    en: 'Closed until 1st Monday 9:00 AM',
    es: 'Cerrado hasta el primer lunes a las 9:00 AM',
  },
  {
    name: 'SECOND is closed on the first Monday (no off-by-one)',
    now: '2021-03-01 10:00',
    schedules: nineToFive('SECOND'),
    en: 'Closed until 2nd Monday 9:00 AM',
    es: 'Cerrado hasta el segundo lunes a las 9:00 AM',
  },
  {
    name: 'SECOND on day 8',
    now: '2021-03-08 10:00',
    schedules: nineToFive('SECOND'),
    en: 'Open till 5:00 PM',
  },
  {
    name: 'THIRD on day 15',
    now: '2021-03-15 10:00',
    schedules: nineToFive('THIRD'),
    en: 'Open till 5:00 PM',
  },
  {
    name: 'THIRD seen from the second Monday',
    now: '2021-03-08 10:00',
    schedules: nineToFive('THIRD'),
    en: 'Closed until 3rd Monday 9:00 AM',
    es: 'Cerrado hasta el tercer lunes a las 9:00 AM',
  },
  {
    name: 'FOURTH on day 22',
    now: '2021-03-22 10:00',
    schedules: nineToFive('FOURTH'),
    en: 'Open till 5:00 PM',
  },
  {
    name: 'FOURTH is closed on a fifth Monday',
    now: '2021-03-29 10:00',
    schedules: nineToFive('FOURTH'),
    en: 'Closed until 4th Monday 9:00 AM',
    es: 'Cerrado hasta el cuarto lunes a las 9:00 AM',
  },
  {
    name: 'FIFTH on day 29',
    now: '2021-03-29 10:00',
    schedules: nineToFive('FIFTH'),
    en: 'Open till 5:00 PM',
  },
  {
    name: 'FIFTH skips April (no fifth Monday) to May 31',
    now: '2021-03-30 10:00',
    schedules: nineToFive('FIFTH'),
    en: 'Closed until 5th Monday 9:00 AM',
    es: 'Cerrado hasta el quinto lunes a las 9:00 AM',
  },
  {
    name: 'FIFTH in February (none) waits for March 29',
    now: '2021-02-01 10:00',
    schedules: nineToFive('FIFTH'),
    en: 'Closed until 5th Monday 9:00 AM',
  },
  {
    name: 'FIFTH Friday skips February and March',
    now: '2021-02-01 10:00',
    schedules: nineToFive('FIFTH', 'FRIDAY'),
    en: 'Closed until 5th Friday 9:00 AM',
    es: 'Cerrado hasta el quinto viernes a las 9:00 AM',
  },
  {
    name: 'LAST is closed on a fourth Monday that is not the last',
    now: '2021-03-22 10:00',
    schedules: nineToFive('LAST'),
    en: 'Closed until Last Monday 9:00 AM',
    es: 'Cerrado hasta el último lunes a las 9:00 AM',
  },
  {
    name: 'LAST on a fifth Monday',
    now: '2021-03-29 10:00',
    schedules: nineToFive('LAST'),
    en: 'Open till 5:00 PM',
  },
  {
    name: 'LAST Friday of February is the fourth (26 + 7 > 28)',
    now: '2021-02-26 10:00',
    schedules: nineToFive('LAST', 'FRIDAY'),
    en: 'Open till 5:00 PM',
  },
  {
    name: 'LAST Friday seen from the third Friday',
    now: '2021-02-19 10:00',
    schedules: nineToFive('LAST', 'FRIDAY'),
    en: 'Closed until Last Friday 9:00 AM',
    es: 'Cerrado hasta el último viernes a las 9:00 AM',
  },
  {
    name: 'FIRST Sunday on day 7',
    now: '2021-03-07 10:00',
    schedules: nineToFive('FIRST', 'SUNDAY'),
    en: 'Open till 5:00 PM',
  },
  {
    name: 'a monthly block later today still uses the monthly wording',
    now: '2021-03-01 17:30',
    schedules: [
      monthly('FIRST', 'MONDAY', '6:00 PM', '8:00 PM'),
      weekly('MONDAY', '9:00 AM', '5:00 PM'),
    ],
    en: 'Closed until 1st Monday 6:00 PM',
  },
  {
    name: 'a weekly start that is not the monthly one uses the day wording',
    now: '2021-03-01 17:00',
    schedules: [...nineToFive('FIRST'), weekly('MONDAY', '9:00 AM', '5:00 PM')],
    en: 'Closed till next Monday 9:00 AM',
  },
  {
    name: 'a weekly start at the same instant as the monthly one uses the monthly wording',
    now: '2021-03-31 12:00',
    schedules: [...nineToFive('FIRST'), weekly('MONDAY', '9:00 AM', '5:00 PM')],
    en: 'Closed until 1st Monday 9:00 AM',
  },
  {
    name: 'a closure moving the start off the monthly start uses the day wording',
    now: '2021-03-01 08:00',
    schedules: nineToFive('FIRST'),
    closeSchedules: [dateRange('03/01/2021', '03/01/2021', '9:00 AM', '11:00 AM')],
    en: 'Closed till 11:00 AM',
  },
  {
    name: 'an overnight LAST Saturday block after midnight',
    now: '2021-03-28 01:00',
    schedules: [monthly('LAST', 'SATURDAY', '10:00 PM', '2:00 AM')],
    en: 'Open till 2:00 AM',
  },
  {
    name: 'a monthly entry without times opens at midnight',
    now: '2021-03-08 10:00',
    schedules: [monthly('SECOND', 'TUESDAY')],
    en: 'Closed until 2nd Tuesday 12:00 AM',
  },
];

describe('openStatus for monthly schedules', () => itReadsStatus(MONTHLY));
