import type { DayOfWeek, MonthPeriod, ScheduleLocale } from './types';

// Words of the schedule texts in both languages. Plain tables, not Lingui: this module also runs
// on the server and in the service worker, which have no Lingui macros.

type PerLocale<K extends string> = Readonly<Record<ScheduleLocale, Readonly<Record<K, string>>>>;

export const DAY_NAMES: PerLocale<DayOfWeek> = {
  en: {
    MONDAY: 'Monday',
    TUESDAY: 'Tuesday',
    WEDNESDAY: 'Wednesday',
    THURSDAY: 'Thursday',
    FRIDAY: 'Friday',
    SATURDAY: 'Saturday',
    SUNDAY: 'Sunday',
  },
  es: {
    MONDAY: 'lunes',
    TUESDAY: 'martes',
    WEDNESDAY: 'miércoles',
    THURSDAY: 'jueves',
    FRIDAY: 'viernes',
    SATURDAY: 'sábado',
    SUNDAY: 'domingo',
  },
};

/** "Closed Mondays" / "Cerrado los lunes". */
export const DAY_PLURALS: PerLocale<DayOfWeek> = {
  en: {
    MONDAY: 'Mondays',
    TUESDAY: 'Tuesdays',
    WEDNESDAY: 'Wednesdays',
    THURSDAY: 'Thursdays',
    FRIDAY: 'Fridays',
    SATURDAY: 'Saturdays',
    SUNDAY: 'Sundays',
  },
  es: {
    MONDAY: 'lunes',
    TUESDAY: 'martes',
    WEDNESDAY: 'miércoles',
    THURSDAY: 'jueves',
    FRIDAY: 'viernes',
    SATURDAY: 'sábados',
    SUNDAY: 'domingos',
  },
};

export const DAY_ABBREVIATIONS: PerLocale<DayOfWeek> = {
  en: {
    MONDAY: 'Mon',
    TUESDAY: 'Tue',
    WEDNESDAY: 'Wed',
    THURSDAY: 'Thu',
    FRIDAY: 'Fri',
    SATURDAY: 'Sat',
    SUNDAY: 'Sun',
  },
  es: {
    MONDAY: 'Lun',
    TUESDAY: 'Mar',
    WEDNESDAY: 'Mié',
    THURSDAY: 'Jue',
    FRIDAY: 'Vie',
    SATURDAY: 'Sáb',
    SUNDAY: 'Dom',
  },
};

/** `{ord}` of the status text (docs/spec/open-status.md): 1st … 5th, Last. */
export const STATUS_ORDINALS: PerLocale<MonthPeriod> = {
  en: { FIRST: '1st', SECOND: '2nd', THIRD: '3rd', FOURTH: '4th', FIFTH: '5th', LAST: 'Last' },
  // Spanish puts the ordinal as a word before the day: "el primer lunes", "el último viernes".
  es: {
    FIRST: 'primer',
    SECOND: 'segundo',
    THIRD: 'tercer',
    FOURTH: 'cuarto',
    FIFTH: 'quinto',
    LAST: 'último',
  },
};

/** Ordinals of the schedule lists: "First Monday of the month". */
export const LIST_ORDINALS: PerLocale<MonthPeriod> = {
  en: {
    FIRST: 'First',
    SECOND: 'Second',
    THIRD: 'Third',
    FOURTH: 'Fourth',
    FIFTH: 'Fifth',
    LAST: 'Last',
  },
  es: {
    FIRST: 'Primer',
    SECOND: 'Segundo',
    THIRD: 'Tercer',
    FOURTH: 'Cuarto',
    FIFTH: 'Quinto',
    LAST: 'Último',
  },
};
