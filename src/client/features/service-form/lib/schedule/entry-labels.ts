import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DAY_NAMES, LIST_ORDINALS } from '@shared/schedule/labels';
import {
  DAYS_OF_WEEK,
  MONTH_PERIODS,
  type ScheduleLocale,
  type ScheduleType,
} from '@shared/schedule/types';
import type { ScheduleList } from '@shared/validation/schedule-entry';

// The type names of docs/spec/forms-and-messages.md D.2; each list offers four (docs/spec/product-spec.md §5: regular
// schedules exclude PERMANENTLY_CLOSED, closed days exclude FULL_DAY).
const TYPE_LABELS = {
  WEEKLY: msg`Weekly`,
  MONTHLY: msg`Monthly`,
  DATE_RANGE: msg`Date range`,
  FULL_DAY: msg`Open 24/7`,
  PERMANENTLY_CLOSED: msg`Permanently closed`,
} as const;

const LIST_TYPES: Readonly<Record<ScheduleList, readonly ScheduleType[]>> = {
  opening: ['WEEKLY', 'MONTHLY', 'DATE_RANGE', 'FULL_DAY'],
  closed: ['WEEKLY', 'MONTHLY', 'DATE_RANGE', 'PERMANENTLY_CLOSED'],
};

export interface Option {
  value: string;
  label: string;
}

export function typeOptions(list: ScheduleList, i18n: I18n): Option[] {
  return LIST_TYPES[list].map((type) => ({ value: type, label: i18n._(TYPE_LABELS[type]) }));
}

export function scheduleLocale(i18n: I18n): ScheduleLocale {
  return i18n.locale === 'es' ? 'es' : 'en';
}

function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

// Day and ordinal words come from the shared tables the detail screen's lines use, so the editor
// and the detail page say "Monday"/"lunes" the same way (capitalized: they start an option).
export function dayOptions(locale: ScheduleLocale): Option[] {
  return DAYS_OF_WEEK.map((day) => ({ value: day, label: capitalized(DAY_NAMES[locale][day]) }));
}

export function periodOptions(locale: ScheduleLocale): Option[] {
  return MONTH_PERIODS.map((period) => ({ value: period, label: LIST_ORDINALS[locale][period] }));
}
