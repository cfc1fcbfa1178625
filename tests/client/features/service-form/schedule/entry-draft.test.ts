import { describe, expect, it } from 'vitest';
import {
  dateToInput,
  draftFromEntry,
  draftToEntry,
  inputToDate,
  newDraft,
} from '@client/features/service-form/lib/schedule/entry-draft';

describe('entry drafts', () => {
  it('converts between the wire date and the date input', () => {
    expect(dateToInput('11/26/2026')).toBe('2026-11-26');
    expect(dateToInput('1/2/2027')).toBe('2027-01-02');
    expect(dateToInput('02/30/2027')).toBe('');
    expect(inputToDate('2026-11-26')).toBe('11/26/2026');
    expect(inputToDate('')).toBe('');
  });

  it('starts new entries with each list’s default times', () => {
    expect(newDraft('opening', '2026-11-22')).toMatchObject({
      type: 'WEEKLY',
      period: 'FIRST',
      day: 'MONDAY',
      startDate: '2026-11-22',
      startTime: '8:00 AM',
      endTime: '5:00 PM',
    });
    expect(newDraft('closed')).toMatchObject({ startTime: '12:00 AM', endTime: '11:59 PM' });
  });

  it('round-trips a stored entry, keeping only its type’s fields', () => {
    const entry = {
      type: 'DATE_RANGE',
      startDate: '12/24/2026',
      endDate: '12/26/2026',
      startTime: '09:30 pm',
      endTime: '6:00 AM',
    } as const;
    const draft = draftFromEntry(entry, 'closed', '2026-11-22');
    expect(draft.day).toBe('MONDAY');
    expect(draftToEntry(draft)).toEqual({ ...entry, startTime: '9:30 PM' });
  });
});
