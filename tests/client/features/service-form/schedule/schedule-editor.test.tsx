import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor } from './render-editor';

// Buttons by their text or aria-label: role queries over the pickers' ~580 <option>s are slow.
const button = (name: string) =>
  screen.queryByText(name, { selector: 'button' }) ??
  screen.getByLabelText(name, { selector: 'button' });

const add = (name = 'Add opening hours') => fireEvent.click(button(name));
const save = () => fireEvent.click(button('Save entry'));
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).value;
const optionsOf = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options, (o) => o.textContent);

describe('ScheduleEditor, opening hours', () => {
  it('adds a weekly entry with the 8:00 AM–5:00 PM defaults and shows it in words', async () => {
    const { last } = await renderEditor();
    expect(screen.getByRole('heading', { level: 3, name: 'Schedule' })).toBeTruthy();
    expect(screen.getByText('No opening hours yet.')).toBeTruthy();
    add();
    expect(document.activeElement).toBe(screen.getByLabelText('Schedule type'));
    expect(valueOf('Schedule type')).toBe('WEEKLY');
    expect(valueOf('Day')).toBe('MONDAY');
    expect(valueOf('Start time')).toBe('8:00 AM');
    expect(valueOf('End time')).toBe('5:00 PM');
    save();
    expect(last()).toEqual([
      { type: 'WEEKLY', day: 'MONDAY', startTime: '8:00 AM', endTime: '5:00 PM' },
    ]);
    expect(screen.getByText('Mon 8:00 AM–5:00 PM')).toBeTruthy();
    // Back on Add, ready for the next entry.
    expect(document.activeElement).toBe(button('Add opening hours'));
  });

  it('offers the opening types and 12-hour times in 5-minute steps', async () => {
    await renderEditor();
    add();
    expect(optionsOf('Schedule type')).toEqual(['Weekly', 'Monthly', 'Date range', 'Open 24/7']);
    const times = optionsOf('Start time');
    expect(times.slice(0, 3)).toEqual(['12:00 AM', '12:05 AM', '12:10 AM']);
    expect(times).toContain('1:35 PM');
    expect(times).not.toContain('1:37 PM');
    expect(times.at(-1)).toBe('11:59 PM');
  });

  it('asks a monthly entry for its period and day', async () => {
    const { last } = await renderEditor();
    add();
    choose('Schedule type', 'MONTHLY');
    expect(screen.getByLabelText('Period')).toBeTruthy();
    choose('Period', 'LAST');
    choose('Day', 'FRIDAY');
    choose('Start time', '9:00 AM');
    save();
    expect(last()).toEqual([
      { type: 'MONTHLY', period: 'LAST', day: 'FRIDAY', startTime: '9:00 AM', endTime: '5:00 PM' },
    ]);
    expect(screen.getByText('Last Friday of the month 9:00 AM–5:00 PM')).toBeTruthy();
  });

  it('asks a date range for its dates, not a day', async () => {
    const { last } = await renderEditor();
    add();
    choose('Schedule type', 'DATE_RANGE');
    expect(screen.queryByLabelText('Day')).toBeNull();
    expect(screen.queryByLabelText('Period')).toBeNull();
    choose('Start date', '2026-11-26');
    choose('End date', '2026-11-28');
    save();
    expect(last()?.[0]).toEqual({
      type: 'DATE_RANGE',
      startDate: '11/26/2026',
      endDate: '11/28/2026',
      startTime: '8:00 AM',
      endTime: '5:00 PM',
    });
    expect(screen.getByText('11/26/2026–11/28/2026 8:00 AM–5:00 PM')).toBeTruthy();
  });

  it('saves Open 24/7 without times', async () => {
    const { last } = await renderEditor();
    add();
    choose('Schedule type', 'FULL_DAY');
    expect(screen.queryByLabelText('Start time')).toBeNull();
    expect(screen.queryByLabelText('Day')).toBeNull();
    save();
    expect(last()).toEqual([{ type: 'FULL_DAY' }]);
    expect(screen.getByText('Open 24/7')).toBeTruthy();
  });

  it('edits the entry whose Edit was pressed, and only that one', async () => {
    const { last } = await renderEditor({
      entries: [
        { type: 'WEEKLY', day: 'MONDAY', startTime: '9:00 AM', endTime: '5:00 PM' },
        { type: 'WEEKLY', day: 'TUESDAY', startTime: '08:00 AM', endTime: '12:00 PM' },
        { type: 'WEEKLY', day: 'WEDNESDAY', startTime: '9:00 AM', endTime: '5:00 PM' },
      ],
    });
    fireEvent.click(button('Edit Tue 8:00 AM–12:00 PM'));
    expect(screen.getByRole('group', { name: 'Edit opening hours' })).toBeTruthy();
    expect(valueOf('Day')).toBe('TUESDAY');
    // A stored `08:00 AM` is the picker's `8:00 AM`.
    expect(valueOf('Start time')).toBe('8:00 AM');
    choose('End time', '1:30 PM');
    save();
    expect(last()).toEqual([
      { type: 'WEEKLY', day: 'MONDAY', startTime: '9:00 AM', endTime: '5:00 PM' },
      { type: 'WEEKLY', day: 'TUESDAY', startTime: '8:00 AM', endTime: '1:30 PM' },
      { type: 'WEEKLY', day: 'WEDNESDAY', startTime: '9:00 AM', endTime: '5:00 PM' },
    ]);
    expect(document.activeElement).toBe(button('Edit Tue 8:00 AM–1:30 PM'));
  });

  it('deletes the entry whose Delete was pressed and moves focus to the next one', async () => {
    const { last } = await renderEditor({
      entries: [
        { type: 'WEEKLY', day: 'SUNDAY', startTime: '9:00 AM', endTime: '5:00 PM' },
        { type: 'WEEKLY', day: 'MONDAY', startTime: '9:00 AM', endTime: '5:00 PM' },
        { type: 'WEEKLY', day: 'FRIDAY', startTime: '9:00 AM', endTime: '5:00 PM' },
      ],
    });
    fireEvent.click(button('Delete Mon 9:00 AM–5:00 PM'));
    expect(last()?.map((entry) => ('day' in entry ? entry.day : null))).toEqual([
      'SUNDAY',
      'FRIDAY',
    ]);
    expect(screen.queryByText('Mon 9:00 AM–5:00 PM')).toBeNull();
    expect(document.activeElement).toBe(button('Edit Fri 9:00 AM–5:00 PM'));
  });

  it('words entries and days in Spanish with the detail screen’s words', async () => {
    await renderEditor({
      locale: 'es',
      entries: [
        {
          type: 'MONTHLY',
          period: 'FIRST',
          day: 'MONDAY',
          startTime: '6:00 PM',
          endTime: '8:00 PM',
        },
      ],
    });
    expect(screen.getByText('Primer lunes del mes 6:00 PM–8:00 PM')).toBeTruthy();
    fireEvent.click(button('Editar Primer lunes del mes 6:00 PM–8:00 PM'));
    expect(optionsOf('Día')[0]).toBe('Lunes');
    expect(optionsOf('Periodo')).toContain('Último');
  });

  it('shows the error of the whole list under the heading', async () => {
    await renderEditor({ error: 'Please add schedule' });
    expect(screen.getByRole('alert').textContent).toBe('Please add schedule');
  });
});

describe('ScheduleEditor, closed days', () => {
  it('starts a closed entry at 12:00 AM–11:59 PM and offers Permanently closed, not 24/7', async () => {
    const { last } = await renderEditor({ list: 'closed' });
    expect(screen.getByRole('heading', { level: 3, name: 'Holidays closed days' })).toBeTruthy();
    add('Add closed days');
    expect(optionsOf('Schedule type')).toEqual([
      'Weekly',
      'Monthly',
      'Date range',
      'Permanently closed',
    ]);
    expect(valueOf('Start time')).toBe('12:00 AM');
    expect(valueOf('End time')).toBe('11:59 PM');
    choose('Day', 'SUNDAY');
    save();
    expect(last()).toEqual([
      { type: 'WEEKLY', day: 'SUNDAY', startTime: '12:00 AM', endTime: '11:59 PM' },
    ]);
    expect(screen.getByText('Closed Sundays')).toBeTruthy();
    add('Add closed days');
    choose('Schedule type', 'PERMANENTLY_CLOSED');
    expect(screen.queryByLabelText('Start time')).toBeNull();
    save();
    expect(last()?.[1]).toEqual({ type: 'PERMANENTLY_CLOSED' });
  });

  it('opens an entry without times as the whole day it means', async () => {
    await renderEditor({
      list: 'closed',
      entries: [{ type: 'MONTHLY', period: 'FIRST', day: 'MONDAY' }],
    });
    fireEvent.click(button('Edit Closed first Monday of the month'));
    expect(valueOf('Period')).toBe('FIRST');
    expect(valueOf('Start time')).toBe('12:00 AM');
    expect(valueOf('End time')).toBe('11:59 PM');
  });
});
