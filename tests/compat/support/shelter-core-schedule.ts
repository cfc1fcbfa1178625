/* eslint-disable @typescript-eslint/no-explicit-any -- a faithful port of untyped code */
// shelter-core's open/closed helper, reimplemented step for step from ShelterApp/shelter-core
// `src/utils/services.ts` at commit 8c0085e (`calculateTimeOpenCloseService` and what it calls;
// shelter-web dd785f1 runs it on every card, `src/common/helpers/service.ts`). Kept as that code
// reads the wire, quirks included (it splits every time with `.split(':')`, reads dates with
// `new Date`, in the device's zone), because the point is to find what makes it throw.

const DAY_NUMBER: Record<string, number> = {
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
  SUNDAY: 7,
};
const PERIOD_NUMBER: Record<string, number> = {
  FIRST: 1,
  SECOND: 2,
  THIRD: 3,
  FOURTH: 4,
  FIFTH: 5,
  LAST: 6,
};
const PERIOD_OF_NUMBER = Object.fromEntries(
  Object.entries(PERIOD_NUMBER).map(([name, n]) => [n, name]),
);

/** `parseTimeStrToNormalTime`: '9:30 PM' → '21:30'; '12:05 AM' → '0:5'. */
export function toNormalTime(text: string): string {
  const [hourMin = '', meridiem] = text.split(' ');
  const bonus = meridiem === 'PM' ? 12 : 0;
  const [hour = '', minute = ''] = hourMin.split(':');
  return `${+(hour === '12' ? '0' : hour) + bonus}:${+minute}`;
}

function weeksInMonth(year: number, month: number): number {
  const first = new Date(year, month, 1).getDay();
  const last = 32 - new Date(year, month, 32).getDate();
  return Math.ceil((first + last) / 7);
}

function weekIndexOf(date: Date): number {
  const first = new Date(date.getFullYear(), date.getMonth(), 1).getDay();
  return Math.ceil((first + date.getDate()) / 7);
}

const ofType = (list: any[], type: string) => list.filter((entry) => entry.type === type);

function openEntry(schedules: any[], target: Date): any {
  const inside = (entry: any) =>
    target > new Date(entry.startTime) && target < new Date(entry.endTime);
  const fullDay = ofType(schedules, 'FULL_DAY')[0];
  const dateRange = ofType(schedules, 'DATE_RANGE').find(inside);
  const weekly = ofType(schedules, 'WEEKLY').find(inside);
  const monthly = () => {
    const now = new Date();
    const total = weeksInMonth(now.getFullYear(), now.getMonth());
    const week = weekIndexOf(now);
    return ofType(schedules, 'MONTHLY')
      .filter((entry) =>
        week === total
          ? entry.period === PERIOD_OF_NUMBER[week] || entry.period === PERIOD_OF_NUMBER[6]
          : entry.period === PERIOD_OF_NUMBER[week],
      )
      .find((entry) => (new Date().getDay() || 7) === DAY_NUMBER[entry.day] && inside(entry));
  };
  return fullDay || dateRange || weekly || monthly();
}

const byStart = (list: any[]) =>
  list.sort((a, b) => +new Date(a.startTime) - +new Date(b.startTime));

function nextOpenEntry(schedules: any[], target: Date): any {
  if (schedules.length === 1 && schedules[0].type === 'WEEKLY') return schedules[0];
  const after = (list: any[]) => byStart(list).find((e) => new Date(e.startTime) > target);
  return byStart([after(ofType(schedules, 'WEEKLY')), after(ofType(schedules, 'MONTHLY'))])[0];
}

/** `transformOpenSchedule`: merges a weekly 11:59 PM end with a 12:00 AM start the same day key. */
function mergeMidnight(schedules: any[]): any[] {
  const byDay: Record<string, any[]> = {};
  for (const entry of ofType(schedules, 'WEEKLY')) (byDay[entry.day] ??= []).push(entry);
  const weekly: any[] = [];
  for (const day of Object.keys(byDay)) {
    const entries = byDay[day] ?? [];
    let merged = false;
    // `for (const index in …)` gives string keys: `index + 1` is '01', never the next entry.
    for (const index in entries) {
      if (merged) continue;
      const entry = entries[index];
      const end = new Date(entry.endTime);
      if (end.getHours() === 23 && end.getMinutes() === 59) {
        const next = (entries as any)[index + 1];
        if (next) {
          const start = new Date(next.startTime);
          if (start.getHours() === 0 && start.getMinutes() === 0) {
            merged = true;
            const newEnd = new Date(next.endTime);
            weekly.push({ ...entry, endTime: new Date(newEnd.setDate(newEnd.getDate() + 1)) });
            continue;
          }
        }
      }
      weekly.push(entry);
    }
  }
  return [
    ...ofType(schedules, 'FULL_DAY'),
    ...weekly,
    ...ofType(schedules, 'MONTHLY'),
    ...ofType(schedules, 'DATE_RANGE'),
  ];
}

/** `convertHourToDateTime`: `.split(':')` on every WEEKLY, MONTHLY and DATE_RANGE time. */
function toDateTimes(schedules: any[]): any[] {
  const now = new Date();
  const today = now.getDay() || 7;
  const week = weekIndexOf(now);
  const weekly = (time: string, day: string) => {
    const [hour, minute] = time.split(':');
    const date = new Date();
    date.setHours(+(hour ?? 0));
    date.setMinutes(+(minute ?? 0));
    const target = DAY_NUMBER[day] ?? NaN;
    if (today > target) date.setDate(date.getDate() + 7 - today + target);
    else if (target > today) date.setDate(date.getDate() + target - today);
    return date;
  };
  const monthly = (period: string, time: string, day: string) => {
    const [hour, minute] = time.split(':');
    const date = new Date();
    date.setHours(+(hour ?? 0));
    date.setMinutes(+(minute ?? 0));
    const nth = PERIOD_NUMBER[period] ?? NaN;
    const target = DAY_NUMBER[day] ?? NaN;
    if (nth === week) {
      if (today > target) date.setDate(date.getDate() + 7 - today + target);
      else if (target > today) date.setDate(date.getDate() + target - today);
    } else if (nth > week) {
      date.setDate(date.getDate() + 7 - today + (nth - week) * target);
    } else if (week > nth) {
      date.setMonth(date.getMonth() + 1);
      date.setDate(1);
      date.setDate(date.getDate() + (nth - 1) * 7 * target);
    }
    return date;
  };
  const range = (entry: any) => {
    const startTime = new Date(entry.startDate);
    const endTime = new Date(entry.endDate);
    const [startHour = 0, startMinute = 0] = entry.startTime.split(':');
    const [endHour = 0, endMinute = 0] = entry.endTime.split(':');
    startTime.setHours(+startHour);
    startTime.setMinutes(+startMinute);
    endTime.setHours(+endHour);
    endTime.setMinutes(+endMinute);
    return { ...entry, startTime, endTime };
  };
  return [
    ...ofType(schedules, 'WEEKLY').map((e) => ({
      ...e,
      startTime: weekly(e.startTime, e.day),
      endTime: weekly(e.endTime, e.day),
    })),
    ...ofType(schedules, 'MONTHLY').map((e) => ({
      ...e,
      startTime: monthly(e.period, e.startTime, e.day),
      endTime: monthly(e.period, e.endTime, e.day),
    })),
    ...ofType(schedules, 'DATE_RANGE').map(range),
  ];
}

/** `transformScheduleDateTime`. */
function toTimeline(schedules: any[]): any[] {
  const normal = schedules.map((entry) => ({
    ...entry,
    startTime: entry.startTime ? toNormalTime(entry.startTime) : undefined,
    endTime: entry.endTime ? toNormalTime(entry.endTime) : undefined,
  }));
  return mergeMidnight(toDateTimes(normal));
}

function mergeOpenAndClosed(open: any = {}, closed: any = {}): Record<string, unknown> {
  const now = new Date();
  if (open.startTime >= closed.startTime && closed.endTime >= open.endTime) {
    return { openSchedule: {}, closedSchedule: {} };
  }
  if (closed.startTime > open.startTime && open.endTime > closed.endTime) {
    return { openSchedule: { ...open, endTime: closed.startTime }, closedSchedule: closed };
  }
  if (closed.startTime >= open.startTime && open.endTime > closed.endTime) {
    const start = closed.endTime;
    if (start > now) {
      return {
        openSchedule: {},
        closedSchedule: closed,
        nextOpenSchedule: { ...open, startTime: start },
      };
    }
    return { openSchedule: { ...open, startTime: start }, closedSchedule: closed };
  }
  if (open.startTime >= closed.startTime && closed.endTime > open.endTime) {
    return { openSchedule: { ...open, endTime: closed.startTime }, closedSchedule: closed };
  }
  if (closed.startTime >= open.startTime && closed.endTime >= open.endTime) {
    return { openSchedule: {}, closedSchedule: {} };
  }
  return { openSchedule: open, closedSchedule: closed };
}

/** `calculateTimeOpenCloseService(openSchedules, closedSchedules, targetDate)`. */
export function calculateTimeOpenCloseService(
  openSchedules: any[] = [],
  closedSchedules: any[] = [],
  target = new Date(),
): Record<string, unknown> {
  const open = toTimeline(openSchedules);
  const closed = toTimeline(closedSchedules);
  const openSchedule = openEntry(open, target);
  const closedSchedule = openEntry(closed, target);
  const nextOpenSchedule = nextOpenEntry(open, target);
  if (openSchedule && closedSchedule) {
    return { nextOpenSchedule, ...mergeOpenAndClosed(openSchedule, closedSchedule) };
  }
  return { openSchedule, closedSchedule, nextOpenSchedule };
}
