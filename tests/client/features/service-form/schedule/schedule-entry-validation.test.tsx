import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor } from './render-editor';

// Buttons by their text or aria-label: role queries over the pickers' ~580 <option>s are slow.
const button = (name: string) =>
  screen.queryByText(name, { selector: 'button' }) ??
  screen.getByLabelText(name, { selector: 'button' });

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

// The Spanish runs find the controls by their Spanish labels.
const SPANISH: Record<string, string> = {
  'Add opening hours': 'Agregar horario de atención',
  'Add closed days': 'Agregar días cerrados',
  'Schedule type': 'Tipo de horario',
  'Start date': 'Fecha de inicio',
  'End date': 'Fecha final',
  'End time': 'Hora de cierre',
  'Save entry': 'Guardar',
};
const label = (locale: 'en' | 'es', text: string) =>
  locale === 'es' ? (SPANISH[text] ?? text) : text;
describe('ScheduleEditor validation', () => {
  it.each([
    ['en', 'End Time should be greater than Start time'],
    ['es', 'La hora de cierre debe ser posterior a la de apertura.'],
  ] as const)('rejects an end equal to the start (%s)', async (locale, message) => {
    const { onChange } = await renderEditor({ locale });
    fireEvent.click(button(label(locale, 'Add opening hours')));
    choose(label(locale, 'End time'), '8:00 AM');
    fireEvent.click(button(label(locale, 'Save entry')));
    expect(onChange).not.toHaveBeenCalled();
    const end = screen.getByLabelText(label(locale, 'End time'));
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(label(locale, 'End time'))).toBe(message);
    expect(document.activeElement).toBe(end);
    // The error follows the fields once shown: an overnight end (before the start) is valid.
    choose(label(locale, 'End time'), '2:00 AM');
    expect(errorOf(label(locale, 'End time'))).toBeUndefined();
    fireEvent.click(button(label(locale, 'Save entry')));
    expect(onChange).toHaveBeenCalledWith([
      { type: 'WEEKLY', day: 'MONDAY', startTime: '8:00 AM', endTime: '2:00 AM' },
    ]);
  });

  it.each([
    ['en', 'End date should be equal or greater than Start date', 'Please select a start date.'],
    ['es', 'La fecha final debe ser igual o posterior a la inicial.', 'Elige una fecha de inicio.'],
  ] as const)('checks the dates of a date range (%s)', async (locale, beforeStart, required) => {
    const { onChange } = await renderEditor({ locale, list: 'closed' });
    fireEvent.click(button(label(locale, 'Add closed days')));
    choose(label(locale, 'Schedule type'), 'DATE_RANGE');
    choose(label(locale, 'Start date'), '2026-12-24');
    choose(label(locale, 'End date'), '2026-12-23');
    fireEvent.click(button(label(locale, 'Save entry')));
    expect(errorOf(label(locale, 'End date'))).toBe(beforeStart);
    choose(label(locale, 'Start date'), '');
    expect(errorOf(label(locale, 'Start date'))).toBe(required);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ScheduleEditor keyboard path', () => {
  it('saves with Enter in a date field without submitting the service form', async () => {
    const { onChange, onSubmit } = await renderEditor({ list: 'closed' });
    fireEvent.click(button('Add closed days'));
    choose('Schedule type', 'DATE_RANGE');
    choose('Start date', '2026-12-25');
    choose('End date', '2026-12-25');
    fireEvent.keyDown(screen.getByLabelText('End date'), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledWith([
      {
        type: 'DATE_RANGE',
        startDate: '12/25/2026',
        endDate: '12/25/2026',
        startTime: '12:00 AM',
        endTime: '11:59 PM',
      },
    ]);
    expect(screen.getByText('Closed Dec 25, 2026')).toBeTruthy();
    expect(document.activeElement).toBe(button('Add closed days'));
  });

  it('cancels with Escape, keeps the list and returns focus to the Edit button', async () => {
    const { onChange } = await renderEditor({
      entries: [{ type: 'WEEKLY', day: 'MONDAY', startTime: '9:00 AM', endTime: '5:00 PM' }],
    });
    const edit = button('Edit Mon 9:00 AM–5:00 PM');
    fireEvent.click(edit);
    expect(document.activeElement).toBe(screen.getByLabelText('Schedule type'));
    choose('Day', 'FRIDAY');
    fireEvent.keyDown(screen.getByLabelText('Day'), { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button('Edit Mon 9:00 AM–5:00 PM'));
  });

  it('discards a new entry with Cancel and returns focus to Add', async () => {
    const { onChange } = await renderEditor();
    fireEvent.click(button('Add opening hours'));
    fireEvent.click(button('Cancel'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('No opening hours yet.')).toBeTruthy();
    expect(document.activeElement).toBe(button('Add opening hours'));
  });
});
