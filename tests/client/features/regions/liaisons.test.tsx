import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiaisonsScreen } from '@client/features/regions/components/liaisons-screen';
import { fakeApi, lastToast, renderScreen, resetStaffTest, signIn } from './staff-helpers';

const REGIONS = [
  { id: 'r1', name: 'Front Range', description: null, states: ['CO'] },
  { id: 'r2', name: 'Plains', description: null, states: ['KS'] },
];
const ANA = {
  id: 'l1',
  name: 'Ana Ruiz',
  organization: 'Denver Schools',
  email: 'ana@example.org',
  phone: '303-555-0100',
  area: 'Denver',
  regionId: 'r1',
  notes: null,
};
const BEN = { ...ANA, id: 'l2', name: 'Ben Cole', regionId: 'r2', email: null, area: 'Wichita' };

describe('/homeless_liaisons', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(resetStaffTest);

  it('lists the liaisons with their region and filters them by region', async () => {
    fakeApi({ 'GET /regions': { body: REGIONS }, 'GET /homeless-liaisons': { body: [ANA, BEN] } });
    signIn(['SUPER USER']);
    await renderScreen(<LiaisonsScreen />);
    const ana = (await screen.findByRole('heading', { name: 'Ana Ruiz' })).closest('li')!;
    expect(within(ana).getByRole('link', { name: 'ana@example.org' })).toBeTruthy();
    await within(ana).findByText('Front Range');
    fireEvent.change(screen.getByLabelText('Filter by region'), { target: { value: 'r2' } });
    expect(screen.queryByRole('heading', { name: 'Ana Ruiz' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ben Cole' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add liaison' })).toBeNull();
  });

  it('adds a liaison in a region, sending blank fields as null', async () => {
    let list = [ANA];
    const api = fakeApi({
      'GET /regions': { body: REGIONS },
      'GET /homeless-liaisons': () => ({ body: list }),
      'POST /homeless-liaisons': (call) => {
        const made = { id: 'l3', ...(call.body as object) } as typeof ANA;
        list = [...list, made];
        return { body: made };
      },
    });
    signIn(['ADMINISTRATOR']);
    await renderScreen(<LiaisonsScreen />);
    await screen.findByRole('heading', { name: 'Ana Ruiz' });
    fireEvent.click(screen.getByRole('button', { name: 'Add liaison' }));
    const form = screen.getByRole('dialog', { name: 'Add liaison' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Cy Diaz' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Please input valid Email.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'CY@Example.org' } });
    fireEvent.change(within(form).getByLabelText('Region'), { target: { value: 'r2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Cy Diaz' });
    expect(api.writes()[0]?.body).toEqual({
      name: 'Cy Diaz',
      organization: null,
      email: 'cy@example.org',
      phone: null,
      area: null,
      regionId: 'r2',
      notes: null,
    });
    expect(lastToast()?.text).toBe('Liaison added.');
  });

  it('edits and deletes a liaison', async () => {
    let list = [ANA, BEN];
    const api = fakeApi({
      'GET /regions': { body: REGIONS },
      'GET /homeless-liaisons': () => ({ body: list }),
      'PUT /homeless-liaisons/l1': (call) => {
        const saved = { ...ANA, ...(call.body as object) };
        list = [saved, BEN];
        return { body: saved };
      },
      'DELETE /homeless-liaisons/l2': () => {
        list = list.filter((l) => l.id !== 'l2');
        return { body: BEN };
      },
    });
    signIn(['ADMINISTRATOR']);
    await renderScreen(<LiaisonsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Ana Ruiz' }));
    const form = screen.getByRole('dialog', { name: 'Edit liaison' });
    fireEvent.change(within(form).getByLabelText('Area'), { target: { value: 'Aurora' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Aurora');
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      body: { area: 'Aurora', regionId: 'r1' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Ben Cole' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ben Cole' })).toBeNull());
    expect(lastToast()?.text).toBe('Liaison deleted.');
  });

  it('keeps the list when a delete is refused and says why', async () => {
    fakeApi({
      'GET /regions': { body: REGIONS },
      'GET /homeless-liaisons': { body: [ANA] },
      'DELETE /homeless-liaisons/l1': { status: 403, body: { code: 403, message: 'Forbidden' } },
    });
    signIn(['ADMINISTRATOR']);
    await renderScreen(<LiaisonsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ana Ruiz' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(lastToast()?.tone).toBe('error'));
    expect(lastToast()?.text).toBe('You do not have permission to do this.');
    expect(screen.getByRole('heading', { name: 'Ana Ruiz' })).toBeTruthy();
  });
});
