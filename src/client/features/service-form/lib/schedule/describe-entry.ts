import { describeClosures } from '@shared/schedule/describe-closures';
import { describeSchedules } from '@shared/schedule/describe-schedules';
import type { ScheduleLocale } from '@shared/schedule/types';
import type { ScheduleList } from '@shared/validation/schedule-entry';
import type { ScheduleEntryValue } from './entry-draft';

/**
 * One entry in words, with the detail screen's describe functions (so the editor and the public
 * page agree): `Mon 9:00 AM–5:00 PM`, `Closed first Monday of the month`. Null when the entry
 * cannot be read (the caller shows a fallback): those functions leave such entries out.
 */
export function describeEntry(
  entry: ScheduleEntryValue,
  list: ScheduleList,
  locale: ScheduleLocale,
): string | null {
  const lines =
    list === 'opening' ? describeSchedules([entry], locale) : describeClosures([entry], locale);
  return lines.length > 0 ? lines.join(', ') : null;
}
