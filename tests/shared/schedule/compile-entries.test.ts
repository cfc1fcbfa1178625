import { describe, expect, it } from 'vitest';
import { compileEntry, emptyRule } from '@shared/schedule/compile-entries';
import { formatTime, parseTime } from '@shared/schedule/time-of-day';
import type { ScheduleEntry } from '@shared/schedule/types';

const startOf = (startTime: string): number | null => {
  const rule = emptyRule();
  const entry: ScheduleEntry = { type: 'WEEKLY', day: 'MONDAY', startTime, endTime: '11:59 PM' };
  return compileEntry(entry, rule) ? rule.start : null;
};

// compile-entries reads the stored forms char by char and leaves anything else to parseTime and
// parseDate: both paths must agree.
describe('compileEntry', () => {
  it('reads every minute of the day in each stored form like parseTime', () => {
    const mismatches: string[] = [];
    for (let minutes = 0; minutes < 1440; minutes += 1) {
      const canonical = formatTime(minutes);
      const padded = canonical.length === 7 ? `0${canonical}` : canonical;
      for (const text of [canonical, padded, canonical.toLowerCase(), padded.toLowerCase()]) {
        if (startOf(text) !== minutes) mismatches.push(text);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it.each(['13:00 PM', '0:30 AM', '00:00 AM', '9:60 AM', 'ab:cd AM', '9:00 XM', '9:00 AN', '9:00'])(
    'skips an entry with the time %j, as parseTime rejects it',
    (text) => {
      expect(parseTime(text).ok).toBe(false);
      expect(startOf(text)).toBeNull();
    },
  );

  it.each([' 9:00 AM', '9:00AM', '9:00 pm '])('still reads the loose form %j', (text) => {
    const parsed = parseTime(text);
    expect(parsed.ok && startOf(text) === parsed.value).toBe(true);
  });

  it('reads dates, rejecting impossible ones', () => {
    const range = (startDate: string, endDate: string) => {
      const rule = emptyRule();
      return compileEntry({ type: 'DATE_RANGE', startDate, endDate }, rule)
        ? [rule.firstDay, rule.lastDay]
        : null;
    };
    expect(range('03/01/2021', '3/2/2021')).toEqual([18687, 18688]);
    expect(range('02/30/2021', '03/01/2021')).toBeNull();
    expect(range('02/29/2024', '13/01/2024')).toBeNull();
    expect(range('02/29/2024', '02/29/2024')).toEqual([19782, 19782]);
  });

  it('reads 11:59 PM as the end of the day and an end not after the start as the next day', () => {
    const hours = (startTime: string | undefined, endTime: string | undefined) => {
      const rule = emptyRule();
      compileEntry({ type: 'WEEKLY', day: 'FRIDAY', startTime, endTime }, rule);
      return [rule.start, rule.end];
    };
    expect(hours('8:00 PM', '11:59 PM')).toEqual([1200, 1440]);
    expect(hours('8:00 PM', '12:00 AM')).toEqual([1200, 1440]);
    expect(hours('8:00 PM', '2:00 AM')).toEqual([1200, 1560]);
    expect(hours('9:00 AM', '9:00 AM')).toEqual([540, 1980]);
    expect(hours(undefined, undefined)).toEqual([0, 1440]);
    expect(hours('', '  ')).toEqual([0, 1440]);
  });
});
