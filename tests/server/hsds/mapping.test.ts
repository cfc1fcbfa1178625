import { describe, expect, it } from 'vitest';
import { clockMinutes } from '@server/services/hsds/clock';
import { cleanText } from '@server/services/hsds/model';
import {
  readHolidaySchedules,
  readHsdsSchedules,
  readRegularSchedules,
} from '@server/services/hsds/schedules-in';
import { loadTaxonomyMap, mapTerms } from '@server/services/hsds/taxonomy-in';
import { listingIdOf, nameUuid } from '@server/services/hsds/ids';

describe('HSDS mapping rules', () => {
  it('reads the clock times exports write', () => {
    expect(clockMinutes('9:00am')).toBe(540);
    expect(clockMinutes('7:30 am ')).toBe(450);
    expect(clockMinutes('12:00pm')).toBe(720);
    expect(clockMinutes('12:00am')).toBe(0);
    expect(clockMinutes('17:00:00')).toBe(1020);
    expect(clockMinutes('09:00-05:00')).toBe(540);
    expect(clockMinutes('13:00pm')).toBeNull();
    expect(clockMinutes('whenever')).toBeNull();
  });

  it('maps HSDS 3 weekly and monthly rules with ordinals, and keeps what it cannot read', () => {
    const hours = readHsdsSchedules([
      { freq: 'MONTHLY', byday: '2MO,-1FR', opens_at: '09:00', closes_at: '12:00' },
      { freq: 'WEEKLY', byday: 'SA', opens_at: '22:00', closes_at: '06:00' },
      { description: 'By appointment only' },
    ]);
    expect(hours.schedules).toEqual([
      {
        type: 'MONTHLY',
        day: 'MONDAY',
        period: 'SECOND',
        startTime: '9:00 AM',
        endTime: '12:00 PM',
      },
      { type: 'MONTHLY', day: 'FRIDAY', period: 'LAST', startTime: '9:00 AM', endTime: '12:00 PM' },
      { type: 'WEEKLY', day: 'SATURDAY', startTime: '10:00 PM', endTime: '6:00 AM' },
    ]);
    expect(hours.unreadable).toEqual(['By appointment only']);
  });

  it('reads seven all-day weekly rules as 24/7', () => {
    const hours = readHsdsSchedules([
      { freq: 'WEEKLY', byday: 'MO,TU,WE,TH,FR,SA,SU', opens_at: '00:00', closes_at: '23:59' },
    ]);
    expect(hours.schedules).toEqual([{ type: 'FULL_DAY' }]);
  });

  it('maps 1.x regular and holiday schedules, a 12:00am closing as the end of the day', () => {
    expect(
      readRegularSchedules([{ weekday: '5', opens_at: '6:00pm', closes_at: '12:00am' }]).schedules,
    ).toEqual([{ type: 'WEEKLY', day: 'FRIDAY', startTime: '6:00 PM', endTime: '11:59 PM' }]);
    expect(
      readHolidaySchedules([{ closed: 'TRUE', start_date: '2026-07-04', end_date: '' }])
        .closeSchedules,
    ).toEqual([{ type: 'DATE_RANGE', startDate: '07/04/2026', endDate: '07/04/2026' }]);
  });

  it('maps AIRS codes by prefix and Open Eligibility names, listing the rest', () => {
    const map = loadTaxonomyMap();
    expect(
      mapTerms(map, [
        { code: 'BD-1800.2000-620' },
        { code: 'BH-1800.8500' },
        { code: 'LV-1600' },
        { name: 'Women' },
        { code: 'QQ-1', name: 'Unknown' },
      ]),
    ).toEqual({
      types: ['FOOD', 'SHELTER', 'HEALTH'],
      subFilters: ['Food Pantry', 'Emergency Shelter', 'Medical Care'],
      categories: ['WOMEN'],
      unmapped: ['QQ-1 Unknown'],
    });
  });

  it('removes export artefacts from texts', () => {
    expect(cleanText('###MON### Open  ###TUE###daily.')).toBe('Open daily.');
  });

  it('keeps HSDS UUIDs and names other ids by source', () => {
    expect(listingIdOf('a', 'AC148810-D857-441C-9679-408F346DE14B')).toBe(
      'ac148810-d857-441c-9679-408f346de14b',
    );
    expect(listingIdOf('a', '101')).toBe(listingIdOf('a', '101'));
    expect(listingIdOf('a', '101')).not.toBe(listingIdOf('b', '101'));
    expect(nameUuid('x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
