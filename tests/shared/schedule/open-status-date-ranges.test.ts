import { describe } from 'vitest';
import { dateRange } from './support/builders';
import { itReadsStatus, type StatusCase } from './support/run-cases';

// America/Denver; 2021-03-01 is a Monday.
const range = dateRange('03/01/2021', '03/05/2021', '9:00 AM', '5:00 PM');

const DATE_RANGES: StatusCase[] = [
  {
    name: 'before the first day opens',
    now: '2021-03-01 08:00',
    schedules: [range],
    en: 'Closed till 9:00 AM',
  },
  {
    name: 'inside the hours of a middle day',
    now: '2021-03-02 12:00',
    schedules: [range],
    en: 'Open till 5:00 PM',
    es: 'Abierto hasta las 5:00 PM',
  },
  {
    name: 'each day separately: closed in the evening',
    now: '2021-03-02 20:00',
    schedules: [range],
    en: 'Closed until 9:00 AM tomorrow',
  },
  {
    name: 'after the last day',
    now: '2021-03-05 17:00',
    schedules: [range],
    en: 'Closed',
    es: 'Cerrado',
  },
  {
    name: 'a range that ended long ago',
    now: '2021-03-01 10:00',
    schedules: [dateRange('01/01/2021', '01/31/2021', '9:00 AM', '5:00 PM')],
    en: 'Closed',
  },
  {
    name: 'a range starting in 3 days',
    now: '2021-03-01 10:00',
    schedules: [dateRange('03/04/2021', '03/04/2021', '9:00 AM', '5:00 PM')],
    en: 'Closed until Thursday 9:00 AM',
    es: 'Cerrado hasta el jueves a las 9:00 AM',
  },
  {
    name: 'a range starting in exactly 7 days',
    now: '2021-03-01 10:00',
    schedules: [dateRange('03/08/2021', '03/09/2021', '9:00 AM', '5:00 PM')],
    en: 'Closed till next Monday 9:00 AM',
  },
  {
    name: 'a range starting in 8 days',
    now: '2021-03-01 10:00',
    schedules: [dateRange('03/09/2021', '03/09/2021', '9:00 AM', '5:00 PM')],
    en: 'Closed until 03/09/2021 9:00 AM',
    es: 'Cerrado hasta el 03/09/2021 a las 9:00 AM',
  },
  {
    name: 'a range next month',
    now: '2021-03-01 10:00',
    schedules: [dateRange('04/10/2021', '04/12/2021', '9:00 AM', '5:00 PM')],
    en: 'Closed until 04/10/2021 9:00 AM',
  },
  {
    name: 'a range 351 days ahead is still found',
    now: '2021-03-01 10:00',
    schedules: [dateRange('02/15/2022', '02/15/2022', '9:00 AM', '5:00 PM')],
    en: 'Closed until 02/15/2022 9:00 AM',
  },
  {
    name: 'a range past the 400-day search reads Closed',
    now: '2021-03-01 10:00',
    schedules: [dateRange('06/01/2022', '06/01/2022', '9:00 AM', '5:00 PM')],
    en: 'Closed',
  },
  {
    name: 'whole-day range days merge into one period',
    now: '2021-03-01 10:00',
    schedules: [dateRange('03/01/2021', '03/03/2021')],
    en: 'Open till Wednesday 11:59 PM',
  },
  {
    name: '12:00 AM–11:59 PM range days merge too',
    now: '2021-03-01 10:00',
    schedules: [dateRange('03/01/2021', '03/02/2021', '12:00 AM', '11:59 PM')],
    en: 'Open till Tuesday 11:59 PM',
  },
  {
    name: 'a whole-day range of 20 days is open 24/7',
    now: '2021-03-01 10:00',
    schedules: [dateRange('03/01/2021', '03/20/2021')],
    en: 'Open 24/7',
  },
  {
    name: 'an overnight range runs past its last date',
    now: '2021-03-03 05:00',
    schedules: [dateRange('03/01/2021', '03/02/2021', '8:00 PM', '6:00 AM')],
    en: 'Open till 6:00 AM',
  },
  {
    name: 'after the overnight range',
    now: '2021-03-03 07:00',
    schedules: [dateRange('03/01/2021', '03/02/2021', '8:00 PM', '6:00 AM')],
    en: 'Closed',
  },
  {
    name: 'a range whose end is before its start has no dates',
    now: '2021-03-01 10:00',
    schedules: [dateRange('03/05/2021', '03/01/2021', '9:00 AM', '5:00 PM')],
    en: 'Closed',
  },
  {
    name: 'an impossible date makes the entry unusable',
    now: '2021-03-01 10:00',
    schedules: [dateRange('02/30/2021', '03/05/2021', '9:00 AM', '5:00 PM')],
    en: '',
  },
];

describe('openStatus for date ranges', () => itReadsStatus(DATE_RANGES));
