import { describe } from 'vitest';
import { fullDay, weekly } from './support/builders';
import { itReadsStatus, type StatusCase } from './support/run-cases';

const NEW_YORK = 'America/New_York';
const DENVER = 'America/Denver';
const nineToFive = [weekly('MONDAY', '9:00 AM', '5:00 PM')];
const sundayEarly = (start: string, end: string) => [weekly('SUNDAY', start, end)];

// New York springs forward 2021-03-14 at 07:00Z (2:00 EST → 3:00 EDT), falls back 2021-11-07 at
// 06:00Z (2:00 EDT → 1:00 EST). Denver: 2021-03-14 09:00Z and 2021-11-07 08:00Z.
const SPRING_FORWARD: StatusCase[] = [
  {
    name: 'NY overnight block across the gap',
    now: '2021-03-14T04:00:00Z',
    zone: NEW_YORK,
    schedules: [weekly('SATURDAY', '8:00 PM', '8:00 AM')],
    en: 'Open till 8:00 AM',
  },
  {
    name: 'NY whole Sunday is a 23-hour day',
    now: '2021-03-14T06:00:00Z',
    zone: NEW_YORK,
    schedules: sundayEarly('12:00 AM', '11:59 PM'),
    en: 'Open till 11:59 PM',
  },
  {
    name: 'NY start inside the gap moves forward to 3:00 AM',
    now: '2021-03-14T06:30:00Z',
    zone: NEW_YORK,
    schedules: sundayEarly('2:30 AM', '5:00 AM'),
    en: 'Closed till 3:00 AM',
    es: 'Cerrado hasta las 3:00 AM',
  },
  {
    name: 'NY block wholly inside the gap never opens that day',
    now: '2021-03-14T06:30:00Z',
    zone: NEW_YORK,
    schedules: sundayEarly('2:00 AM', '2:45 AM'),
    en: 'Closed till next Sunday 2:00 AM',
  },
  {
    name: 'NY block spanning the gap, after it',
    now: '2021-03-14T07:30:00Z',
    zone: NEW_YORK,
    schedules: sundayEarly('1:00 AM', '4:00 AM'),
    en: 'Open till 4:00 AM',
  },
  {
    name: 'NY weekend block ending Monday across the gap',
    now: '2021-03-13 10:00',
    zone: NEW_YORK,
    schedules: [
      weekly('SATURDAY', '12:00 AM', '11:59 PM'),
      weekly('SUNDAY', '12:00 AM', '11:59 PM'),
      weekly('MONDAY', '12:00 AM', '9:00 AM'),
    ],
    en: 'Open till Monday 9:00 AM',
    es: 'Abierto hasta el lunes a las 9:00 AM',
  },
  {
    name: 'NY next Monday is 7 calendar days (167 hours) away',
    now: '2021-03-08 17:00',
    zone: NEW_YORK,
    schedules: nineToFive,
    en: 'Closed till next Monday 9:00 AM',
  },
  {
    name: 'NY tomorrow across the gap',
    now: '2021-03-13 20:00',
    zone: NEW_YORK,
    schedules: sundayEarly('9:00 AM', '5:00 PM'),
    en: 'Closed until 9:00 AM tomorrow',
  },
  {
    name: 'Denver block spanning the gap, just before it',
    now: '2021-03-14T08:59:00Z',
    zone: DENVER,
    schedules: sundayEarly('1:00 AM', '4:00 AM'),
    en: 'Open till 4:00 AM',
  },
  {
    name: 'Denver start inside the gap moves forward to 3:00 AM',
    now: '2021-03-14T08:30:00Z',
    zone: DENVER,
    schedules: sundayEarly('2:30 AM', '3:30 AM'),
    en: 'Closed till 3:00 AM',
  },
  {
    name: 'Denver FULL_DAY closed Sundays, the day before',
    now: '2021-03-13 10:00',
    zone: DENVER,
    schedules: [fullDay],
    closeSchedules: [weekly('SUNDAY')],
    en: 'Open till 11:59 PM',
  },
  {
    name: 'Denver Monday seen on the spring-forward Sunday',
    now: '2021-03-14 10:00',
    zone: DENVER,
    schedules: nineToFive,
    en: 'Closed until 9:00 AM tomorrow',
  },
];

const FALL_BACK: StatusCase[] = [
  {
    name: 'NY 1:10 AM EDT (first occurrence) is inside 1:00–1:30',
    now: '2021-11-07T05:10:00Z',
    zone: NEW_YORK,
    schedules: sundayEarly('1:00 AM', '1:30 AM'),
    en: 'Open till 1:30 AM',
  },
  {
    name: 'NY 1:10 AM EST (second occurrence) is after it',
    now: '2021-11-07T06:10:00Z',
    zone: NEW_YORK,
    schedules: sundayEarly('1:00 AM', '1:30 AM'),
    en: 'Closed till next Sunday 1:00 AM',
  },
  {
    name: 'NY overnight block through the repeated hour',
    now: '2021-11-07T06:30:00Z',
    zone: NEW_YORK,
    schedules: [weekly('SATURDAY', '10:00 PM', '6:00 AM')],
    en: 'Open till 6:00 AM',
  },
  {
    name: 'NY FULL_DAY closed Sundays, the day before',
    now: '2021-11-06 12:00',
    zone: NEW_YORK,
    schedules: [fullDay],
    closeSchedules: [weekly('SUNDAY')],
    en: 'Open till 11:59 PM',
  },
  {
    name: 'NY the 25-hour Sunday ends more than 24 h away',
    now: '2021-11-07T04:30:00Z',
    zone: NEW_YORK,
    schedules: sundayEarly('12:00 AM', '11:59 PM'),
    en: 'Open till Sunday 11:59 PM',
  },
  {
    name: 'NY 2026 fall back, overnight block',
    now: '2026-11-01T05:30:00Z',
    zone: NEW_YORK,
    schedules: [weekly('SATURDAY', '8:00 PM', '8:00 AM')],
    en: 'Open till 8:00 AM',
  },
  {
    name: 'Denver 1:30 AM MST (second occurrence) inside 12–3 AM',
    now: '2021-11-07T08:30:00Z',
    zone: DENVER,
    schedules: sundayEarly('12:00 AM', '3:00 AM'),
    en: 'Open till 3:00 AM',
  },
  {
    name: 'Denver 1:30 AM MST before a 2:00 AM opening',
    now: '2021-11-07T08:30:00Z',
    zone: DENVER,
    schedules: sundayEarly('2:00 AM', '5:00 AM'),
    en: 'Closed till 2:00 AM',
    es: 'Cerrado hasta las 2:00 AM',
  },
  {
    name: 'Denver 1:10 AM MDT (first occurrence) inside 1:00–1:30',
    now: '2021-11-07T07:10:00Z',
    zone: DENVER,
    schedules: sundayEarly('1:00 AM', '1:30 AM'),
    en: 'Open till 1:30 AM',
  },
  {
    name: 'Denver tomorrow across the repeated hour',
    now: '2021-11-06 10:00',
    zone: DENVER,
    schedules: sundayEarly('9:00 AM', '5:00 PM'),
    en: 'Closed until 9:00 AM tomorrow',
  },
];

describe('openStatus on spring-forward days', () => itReadsStatus(SPRING_FORWARD));
describe('openStatus on fall-back days', () => itReadsStatus(FALL_BACK));
