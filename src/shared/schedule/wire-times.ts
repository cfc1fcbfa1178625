import { LAST_MINUTE, formatTime, parseTime } from './time-of-day';
import type { ScheduleEntry } from './types';

const TIMED_TYPES: ReadonlySet<string> = new Set(['WEEKLY', 'MONTHLY', 'DATE_RANGE']);
const WHOLE_DAY_START = formatTime(0);
const WHOLE_DAY_END = formatTime(LAST_MINUTE);

function wireTime(text: string | null | undefined, missing: string): string | null | undefined {
  if (text === undefined || text === null || text.trim() === '') return missing;
  const parsed = parseTime(text);
  // An unreadable time stays as stored: the engine skips such an entry (compile-entries.ts) and
  // inventing hours for it would change what it means.
  return parsed.ok ? formatTime(parsed.value) : text;
}

/**
 * Schedule entries as they go out on the wire (docs/api.md "The original ShelterApp clients"): every WEEKLY, MONTHLY and DATE_RANGE
 * entry carries `startTime` and `endTime` as `h:mm AM`. The original clients split both on every
 * entry (shelter-core `convertHourToDateTime`), and always wrote them. A missing start is
 * `12:00 AM` and a missing end `11:59 PM`: exactly what the engine reads for a missing time
 * (docs/spec/open-status.md Periods 2, 11:59 PM = 24:00), so the meaning never changes.
 */
export function withWireTimes<T extends ScheduleEntry>(entries: readonly T[]): T[] {
  return entries.map((entry) =>
    TIMED_TYPES.has(entry.type)
      ? {
          ...entry,
          startTime: wireTime(entry.startTime, WHOLE_DAY_START),
          endTime: wireTime(entry.endTime, WHOLE_DAY_END),
        }
      : entry,
  );
}
