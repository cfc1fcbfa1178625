import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoordinatorsScreen } from '@client/features/regions/components/coordinators-screen';
import type { Locale } from '@client/lib/i18n';
import { fakeApi, lastToast, renderScreen, resetStaffTest, signIn } from './staff-helpers';

const REGIONS = [{ id: 'r1', name: 'Front Range', description: null, states: ['CO'] }];
const KIM = { id: 'c1', regionId: 'r1', name: 'Kim Lee', email: 'kim@example.org', phone: null };

async function openRegion(locale: Locale = 'en') {
  await renderScreen(<CoordinatorsScreen />, { locale });
  const select = await screen.findByRole('combobox');
  fireEvent.change(select, { target: { value: 'r1' } });
}

describe('/regional_coordinators', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(resetStaffTest);

  it('replaces the whole list: edits a row, adds one, removes none', async () => {
    const api = fakeApi({
      'GET /regions': { body: REGIONS },
      'GET /regions/r1/coordinators': { body: [KIM] },
      // The server answers the stored list, each row with its id and region.
      'PUT /regions/r1/coordinators': (call) => ({
        body: (call.body as object[]).map((row, i) => ({
          id: `c${i + 1}`,
          regionId: 'r1',
          ...row,
        })),
      }),
    });
    signIn(['ADMINISTRATOR']);
    await openRegion();
    const name1 = await screen.findByRole('textbox', { name: 'Name' });
    expect((name1 as HTMLInputElement).value).toBe('Kim Lee');
    fireEvent.click(screen.getByRole('button', { name: 'Add coordinator' }));
    const row2 = screen.getByRole('group', { name: 'Coordinator 2' });
    fireEvent.change(within(row2).getByLabelText('Name'), { target: { value: 'Lou Park' } });
    fireEvent.change(within(row2).getByLabelText('Phone'), { target: { value: '303-555-0101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save coordinators' }));
    await vi.waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toEqual([
      { name: 'Kim Lee', email: 'kim@example.org', phone: null },
      { name: 'Lou Park', email: null, phone: '303-555-0101' },
    ]);
    await vi.waitFor(() => expect(lastToast()?.text).toBe('Coordinators of Front Range saved.'));
  });

  it('refuses an empty list with the spec’s message, in English and Spanish', async () => {
    for (const [locale, text] of [
      ['en', 'Please input at least one Coordinator.'],
      ['es', 'Ingresa al menos un coordinador.'],
    ] as const) {
      const api = fakeApi({
        'GET /regions': { body: REGIONS },
        'GET /regions/r1/coordinators': { body: [KIM] },
      });
      signIn(['ADMINISTRATOR']);
      const view = await renderScreen(<CoordinatorsScreen />, { locale });
      fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'r1' } });
      const group = await screen.findByRole('group');
      fireEvent.click(within(group).getByRole('button'));
      fireEvent.click(screen.getByRole('button', { name: /coordinators|coordinadores/i }));
      expect(screen.getByRole('alert').textContent).toBe(text);
      expect(api.writes()).toHaveLength(0);
      view.unmount();
    }
  });

  it('refuses two coordinators with the same name, in English and Spanish', async () => {
    for (const [locale, text] of [
      ['en', 'Each coordinator needs a different name.'],
      ['es', 'Cada coordinador necesita un nombre distinto.'],
    ] as const) {
      const api = fakeApi({
        'GET /regions': { body: REGIONS },
        'GET /regions/r1/coordinators': { body: [KIM, { ...KIM, id: 'c2', name: 'kim lee' }] },
      });
      signIn(['ADMINISTRATOR']);
      const view = await renderScreen(<CoordinatorsScreen />, { locale });
      fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'r1' } });
      await screen.findAllByRole('group');
      fireEvent.click(screen.getByRole('button', { name: /^Save coordinators$|coordinadores/i }));
      const second = screen.getAllByRole('group')[1]!;
      expect(within(second).getByText(text)).toBeTruthy();
      expect(api.writes()).toHaveLength(0);
      view.unmount();
    }
  });

  it('requires a name on every row', async () => {
    const api = fakeApi({
      'GET /regions': { body: REGIONS },
      'GET /regions/r1/coordinators': { body: [] },
    });
    signIn(['ADMINISTRATOR']);
    await openRegion();
    fireEvent.click(await screen.findByRole('button', { name: 'Add coordinator' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save coordinators' }));
    expect(screen.getByText('Please input the coordinator name.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(api.writes()).toHaveLength(0);
  });

  it('shows a volunteer lead the list read only', async () => {
    fakeApi({
      'GET /regions': { body: REGIONS },
      'GET /regions/r1/coordinators': { body: [KIM] },
    });
    signIn(['VOLUNTEER LEAD']);
    await openRegion();
    expect(await screen.findByRole('heading', { level: 3, name: 'Kim Lee' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kim@example.org' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save|Add/ })).toBeNull();
  });
});
