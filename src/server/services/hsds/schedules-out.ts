import { DAYS_OF_WEEK, type ScheduleEntry } from '@shared/schedule/types';
import { hsdsClock } from './clock';
import { partId } from './ids';

const ICAL = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const ORDINAL = { FIRST: '1', SECOND: '2', THIRD: '3', FOURTH: '4', FIFTH: '5', LAST: '-1' };

const isoDate = (us: string | null | undefined) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(us ?? '');
  return m ? `${m[3]}-${m[1]}-${m[2]}` : undefined;
};

const icalDay = (day: ScheduleEntry['day']) => (day ? ICAL[DAYS_OF_WEEK.indexOf(day)] : undefined);

/**
 * Our opening entries as HSDS 3 schedules: WEEKLY and MONTHLY as iCal rules, DATE_RANGE as a
 * validity window, 24/7 as seven all-day weekly rules. Closures have no HSDS form; they travel in
 * the extension (docs/hsds.md).
 */
export interface HsdsScheduleOut {
  id: string;
  service_id: string;
  freq?: string;
  byday?: string;
  valid_from?: string;
  valid_to?: string;
  dtstart?: string;
  opens_at: string;
  closes_at: string;
}

export function hsdsSchedules(
  serviceId: string,
  entries: readonly ScheduleEntry[],
): HsdsScheduleOut[] {
  const base = (i: number) => ({ id: partId(serviceId, `schedule:${i}`), service_id: serviceId });
  const times = (e: ScheduleEntry) => ({
    opens_at: hsdsClock(e.startTime, '00:00'),
    closes_at: hsdsClock(e.endTime, '23:59'),
  });
  return entries.flatMap((e, i): HsdsScheduleOut[] => {
    if (e.type === 'FULL_DAY')
      return [
        {
          ...base(i),
          freq: 'WEEKLY',
          byday: ICAL.join(','),
          opens_at: '00:00',
          closes_at: '23:59',
        },
      ];
    const day = icalDay(e.day);
    if (e.type === 'WEEKLY' && day)
      return [{ ...base(i), freq: 'WEEKLY', byday: day, ...times(e) }];
    if (e.type === 'MONTHLY' && day && e.period)
      return [{ ...base(i), freq: 'MONTHLY', byday: `${ORDINAL[e.period]}${day}`, ...times(e) }];
    if (e.type === 'DATE_RANGE') {
      const from = isoDate(e.startDate);
      const to = isoDate(e.endDate);
      return [
        {
          ...base(i),
          ...(from ? { valid_from: from, dtstart: from } : {}),
          ...(to ? { valid_to: to } : {}),
          ...times(e),
        },
      ];
    }
    return [];
  });
}
