import { describe } from 'vitest';
import { weekly } from './support/builders';
import { itReadsStatus, type StatusCase } from './support/run-cases';

const NEW_YORK = 'America/New_York';
const DENVER = 'America/Denver';
const nineToFive = [weekly('MONDAY', '9:00 AM', '5:00 PM')];
const tuesday = [weekly('TUESDAY', '9:00 AM', '5:00 PM')];
const sundayEarly = (start: string, end: string) => [weekly('SUNDAY', start, end)];

// The same instants in different zones: the service's zone decides, never the viewer's or machine's.
const ZONES: StatusCase[] = [
  {
    name: 'New York 9:00 EST',
    now: '2021-03-01T14:00:00Z',
    zone: NEW_YORK,
    schedules: nineToFive,
    en: 'Open till 5:00 PM',
  },
  {
    name: 'Chicago 8:30 CST',
    now: '2021-03-01T14:30:00Z',
    zone: 'America/Chicago',
    schedules: nineToFive,
    en: 'Closed till 9:00 AM',
  },
  {
    name: 'Los Angeles 16:30 PST',
    now: '2021-03-02T00:30:00Z',
    zone: 'America/Los_Angeles',
    schedules: nineToFive,
    en: 'Open till 5:00 PM',
  },
  {
    name: 'Phoenix in July (MST, no DST) 16:30',
    now: '2021-07-05T23:30:00Z',
    zone: 'America/Phoenix',
    schedules: nineToFive,
    en: 'Open till 5:00 PM',
  },
  {
    name: 'Denver at the same July instant is 17:30 MDT',
    now: '2021-07-05T23:30:00Z',
    zone: DENVER,
    schedules: nineToFive,
    en: 'Closed till next Monday 9:00 AM',
  },
  {
    name: 'Honolulu 9:00 HST',
    now: '2021-03-01T19:00:00Z',
    zone: 'Pacific/Honolulu',
    schedules: nineToFive,
    en: 'Open till 5:00 PM',
    es: 'Abierto hasta las 5:00 PM',
  },
  {
    name: 'Anchorage 8:59 AKST',
    now: '2021-03-01T17:59:00Z',
    zone: 'America/Anchorage',
    schedules: nineToFive,
    en: 'Closed till 9:00 AM',
  },
  {
    name: 'Anchorage 8:30 AKDT in July',
    now: '2021-07-05T16:30:00Z',
    zone: 'America/Anchorage',
    schedules: nineToFive,
    en: 'Closed till 9:00 AM',
  },
  {
    name: 'New York at 17:00Z is noon',
    now: '2021-03-01T17:00:00Z',
    zone: NEW_YORK,
    schedules: nineToFive,
    en: 'Open till 5:00 PM',
  },
  {
    name: 'Honolulu at 17:00Z is 7 AM',
    now: '2021-03-01T17:00:00Z',
    zone: 'Pacific/Honolulu',
    schedules: nineToFive,
    en: 'Closed till 9:00 AM',
  },
  ...[DENVER, NEW_YORK, 'America/Chicago', 'Pacific/Honolulu'].map((zone): StatusCase => ({
    name: `${zone} on Monday evening while UTC is Tuesday`,
    now: '2021-03-02T03:00:00Z',
    zone,
    schedules: tuesday,
    en: 'Closed until 9:00 AM tomorrow',
    es: 'Cerrado hasta mañana a las 9:00 AM',
  })),
  {
    name: 'Phoenix has no gap on the US spring-forward day',
    now: '2021-03-14T08:30:00Z',
    zone: 'America/Phoenix',
    schedules: sundayEarly('2:30 AM', '5:00 AM'),
    en: 'Closed till 2:30 AM',
  },
  {
    name: 'Honolulu has no gap on the US spring-forward day',
    now: '2021-03-14T11:30:00Z',
    zone: 'Pacific/Honolulu',
    schedules: sundayEarly('2:30 AM', '5:00 AM'),
    en: 'Closed till 2:30 AM',
  },
];

describe('openStatus across time zones', () => itReadsStatus(ZONES));
