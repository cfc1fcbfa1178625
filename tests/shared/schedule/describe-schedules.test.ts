import { describe, expect, it } from 'vitest';
import { describeClosures } from '@shared/schedule/describe-closures';
import { describeSchedules } from '@shared/schedule/describe-schedules';
import {
  WEEKDAYS,
  closedForGood,
  dateRange,
  fullDay,
  monthly,
  weekly,
  weeklyOn,
} from './support/builders';

describe('describeSchedules', () => {
  it('groups consecutive weekdays with identical hours', () => {
    const entries = weeklyOn(WEEKDAYS, '9:00 AM', '5:00 PM');
    expect(describeSchedules(entries, 'en')).toEqual(['Mon–Fri 9:00 AM–5:00 PM']);
    expect(describeSchedules(entries, 'es')).toEqual(['Lun–Vie 9:00 AM–5:00 PM']);
  });

  it('lists days that are not three in a row', () => {
    const entries = weeklyOn(['WEDNESDAY', 'MONDAY'], '9:00 AM', '12:00 PM');
    expect(describeSchedules(entries, 'en')).toEqual(['Mon, Wed 9:00 AM–12:00 PM']);
    expect(
      describeSchedules(weeklyOn(['SATURDAY', 'SUNDAY'], '10:00 AM', '2:00 PM'), 'es'),
    ).toEqual(['Sáb, Dom 10:00 AM–2:00 PM']);
  });

  it('mixes runs and single days, one line per set of hours, in week order', () => {
    const entries = [
      ...weeklyOn(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'FRIDAY'], '9:00 AM', '5:00 PM'),
      weekly('THURSDAY', '1:00 PM', '8:00 PM'),
      weekly('SUNDAY', '9:00 AM', '5:00 PM'),
    ];
    expect(describeSchedules(entries, 'en')).toEqual([
      'Mon–Wed, Fri, Sun 9:00 AM–5:00 PM',
      'Thu 1:00 PM–8:00 PM',
    ]);
  });

  it('keeps split shifts of the same days together', () => {
    const entries = [
      ...weeklyOn(WEEKDAYS, '1:00 PM', '5:00 PM'),
      ...weeklyOn(WEEKDAYS, '9:00 AM', '12:00 PM'),
    ];
    expect(describeSchedules(entries, 'en')).toEqual(['Mon–Fri 9:00 AM–12:00 PM, 1:00 PM–5:00 PM']);
  });

  it('prints overnight and midnight ends the way the status does', () => {
    expect(describeSchedules([weekly('FRIDAY', '8:00 PM', '2:00 AM')], 'en')).toEqual([
      'Fri 8:00 PM–2:00 AM',
    ]);
    expect(describeSchedules([weekly('FRIDAY', '6:00 PM', '12:00 AM')], 'en')).toEqual([
      'Fri 6:00 PM–11:59 PM',
    ]);
    expect(describeSchedules(weeklyOn(WEEKDAYS), 'en')).toEqual(['Mon–Fri 24 hours']);
    expect(describeSchedules(weeklyOn(WEEKDAYS), 'es')).toEqual(['Lun–Vie 24 horas']);
  });

  it('describes monthly entries', () => {
    const entries = [
      monthly('LAST', 'FRIDAY', '9:00 AM', '5:00 PM'),
      monthly('FIRST', 'MONDAY', '6:00 PM', '8:00 PM'),
    ];
    expect(describeSchedules(entries, 'en')).toEqual([
      'First Monday of the month 6:00 PM–8:00 PM',
      'Last Friday of the month 9:00 AM–5:00 PM',
    ]);
    expect(describeSchedules(entries, 'es')).toEqual([
      'Primer lunes del mes 6:00 PM–8:00 PM',
      'Último viernes del mes 9:00 AM–5:00 PM',
    ]);
  });

  it('describes date ranges in the app date format, by date', () => {
    const entries = [
      dateRange('12/24/2026', '12/24/2026', '10:00 AM', '2:00 PM'),
      dateRange('11/26/2026', '11/28/2026', '9:00 AM', '5:00 PM'),
    ];
    expect(describeSchedules(entries, 'en')).toEqual([
      '11/26/2026–11/28/2026 9:00 AM–5:00 PM',
      '12/24/2026 10:00 AM–2:00 PM',
    ]);
    expect(describeSchedules([dateRange('11/26/2026', '11/28/2026')], 'es')).toEqual([
      '11/26/2026–11/28/2026 24 horas',
    ]);
  });

  it('puts Open 24/7 first and leaves unreadable entries out', () => {
    const entries = [
      weekly('MONDAY', '13:00 PM', '5:00 PM'),
      dateRange('02/30/2021', '03/01/2021'),
      fullDay,
    ];
    expect(describeSchedules(entries, 'en')).toEqual(['Open 24/7']);
    expect(describeSchedules(entries, 'es')).toEqual(['Abierto 24/7']);
    expect(describeSchedules([], 'en')).toEqual([]);
  });
});

describe('describeClosures', () => {
  it('describes weekly closures, whole days without hours', () => {
    expect(describeClosures([weekly('MONDAY', '12:00 PM', '1:00 PM')], 'en')).toEqual([
      'Closed Mondays 12:00 PM–1:00 PM',
    ]);
    expect(describeClosures([weekly('MONDAY', '12:00 PM', '1:00 PM')], 'es')).toEqual([
      'Cerrado los lunes 12:00 PM–1:00 PM',
    ]);
    const weekend = weeklyOn(['SATURDAY', 'SUNDAY'], '12:00 AM', '11:59 PM');
    expect(describeClosures(weekend, 'en')).toEqual(['Closed Saturdays and Sundays']);
    expect(describeClosures(weekend, 'es')).toEqual(['Cerrado los sábados y domingos']);
  });

  it('describes monthly closures', () => {
    expect(describeClosures([monthly('FIRST', 'MONDAY')], 'en')).toEqual([
      'Closed first Monday of the month',
    ]);
    expect(describeClosures([monthly('LAST', 'FRIDAY', '1:00 PM', '5:00 PM')], 'es')).toEqual([
      'Cerrado el último viernes del mes 1:00 PM–5:00 PM',
    ]);
  });

  it('describes closed dates and spans', () => {
    const entries = [
      dateRange('12/30/2026', '01/02/2027'),
      dateRange('11/30/2026', '12/02/2026'),
      dateRange('11/26/2026', '11/28/2026'),
      dateRange('11/26/2026', '11/26/2026'),
    ];
    expect(describeClosures(entries, 'en')).toEqual([
      'Closed Nov 26, 2026',
      'Closed Nov 26–28, 2026',
      'Closed Nov 30–Dec 2, 2026',
      'Closed Dec 30, 2026–Jan 2, 2027',
    ]);
    expect(describeClosures(entries, 'es')).toEqual([
      'Cerrado el 26 nov 2026',
      'Cerrado del 26 al 28 nov 2026',
      'Cerrado del 30 nov al 2 dic 2026',
      'Cerrado del 30 dic 2026 al 2 ene 2027',
    ]);
  });

  it('adds the hours of a partial-day date closure', () => {
    expect(
      describeClosures([dateRange('11/26/2026', '11/26/2026', '12:00 PM', '1:00 PM')], 'en'),
    ).toEqual(['Closed Nov 26, 2026 12:00 PM–1:00 PM']);
  });

  it('says only "Permanently closed" when the service closed for good', () => {
    const entries = [weekly('MONDAY'), closedForGood];
    expect(describeClosures(entries, 'en')).toEqual(['Permanently closed']);
    expect(describeClosures(entries, 'es')).toEqual(['Cerrado permanentemente']);
  });

  it('lists nothing for no closures', () => {
    expect(describeClosures([], 'en')).toEqual([]);
  });
});
