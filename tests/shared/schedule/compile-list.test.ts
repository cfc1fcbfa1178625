import { describe, expect, it } from 'vitest';
import { openStatus, openStatusText } from '@shared/schedule/open-status';
import type { ScheduleEntry } from '@shared/schedule/types';
import { at } from './support/oracle';

const DENVER = 'America/Denver';
const now = at('2021-03-01 10:00', DENVER);

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const textOf = (schedules: ScheduleEntry[], closeSchedules: ScheduleEntry[] = []) =>
  openStatusText(openStatus({ schedules, closeSchedules }, now, DENVER), 'en');

// The engine reuses pooled rule objects and period lists from call to call; neither that nor
// editing the same arrays and objects in place (as a form might) may ever serve a stale answer.
describe('reading entries on every call', () => {
  it('notices an entry edited in place', () => {
    const entry: Mutable<ScheduleEntry> = {
      type: 'WEEKLY',
      day: 'MONDAY',
      startTime: '9:00 AM',
      endTime: '5:00 PM',
    };
    const schedules = [entry];
    expect(textOf(schedules)).toBe('Open till 5:00 PM');
    entry.endTime = '11:00 AM';
    expect(textOf(schedules)).toBe('Open till 11:00 AM');
    entry.day = 'TUESDAY';
    expect(textOf(schedules)).toBe('Closed until 9:00 AM tomorrow');
  });

  it('notices entries added, removed or replaced in the same array', () => {
    const schedules: ScheduleEntry[] = [
      { type: 'WEEKLY', day: 'MONDAY', startTime: '9:00 AM', endTime: '5:00 PM' },
    ];
    const closures: ScheduleEntry[] = [];
    expect(textOf(schedules, closures)).toBe('Open till 5:00 PM');
    closures.push({ type: 'PERMANENTLY_CLOSED' });
    expect(textOf(schedules, closures)).toBe('Permanently closed');
    closures.pop();
    schedules[0] = { type: 'FULL_DAY' };
    expect(textOf(schedules, closures)).toBe('Open 24/7');
    schedules.length = 0;
    expect(textOf(schedules, closures)).toBe('');
  });

  it('gives each service its own answer when calls interleave', () => {
    const long: ScheduleEntry[] = [
      { type: 'WEEKLY', day: 'MONDAY', startTime: '9:00 AM', endTime: '11:00 AM' },
      { type: 'WEEKLY', day: 'MONDAY', startTime: '11:00 AM', endTime: '3:00 PM' },
      { type: 'WEEKLY', day: 'MONDAY', startTime: '3:00 PM', endTime: '8:00 PM' },
    ];
    const short: ScheduleEntry[] = [
      { type: 'WEEKLY', day: 'MONDAY', startTime: '9:00 AM', endTime: '11:00 AM' },
    ];
    const closed: ScheduleEntry[] = [
      { type: 'WEEKLY', day: 'MONDAY', startTime: '10:00 AM', endTime: '11:00 AM' },
    ];
    expect(textOf(long, closed)).toBe('Closed till 11:00 AM');
    expect(textOf(short)).toBe('Open till 11:00 AM');
    expect(textOf(long)).toBe('Open till 8:00 PM');
    expect(textOf(short, closed)).toBe('Closed till next Monday 9:00 AM');
  });
});
