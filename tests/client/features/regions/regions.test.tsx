import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegionsScreen } from '@client/features/regions/components/regions-screen';
import { MAX_RETRIES } from '@client/lib/query/query-client';
import { fakeApi, lastToast, renderScreen, resetStaffTest, signIn } from './staff-helpers';

interface RegionBody {
  id: string;
  name: string;
  description: string | null;
  states: string[];
}
const FRONT_RANGE: RegionBody = {
  id: 'r1',
  name: 'Front Range',
  description: 'Denver area',
  states: ['CO'],
};
const PLAINS: RegionBody = { id: 'r2', name: 'Plains', description: null, states: ['KS', 'NE'] };

function dialog(name: string): HTMLElement {
  return screen.getByRole('dialog', { name });
}

describe('/regions', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(resetStaffTest);

  it('lists the regions and filters them by the search', async () => {
    fakeApi({ 'GET /regions': { body: [FRONT_RANGE, PLAINS] } });
    signIn(['ADMINISTRATOR']);
    await renderScreen(<RegionsScreen />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Front Range' })).toBeTruthy();
    expect(screen.getByText(/KS, NE/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search regions'), { target: { value: 'kS' } });
    expect(screen.queryByRole('heading', { name: 'Front Range' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Plains' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search regions'), { target: { value: 'zzz' } });
    expect(screen.getByText('No region matches your search.')).toBeTruthy();
  });

  it('adds a region with its states as upper-case codes, once each', async () => {
    let list = [FRONT_RANGE];
    const api = fakeApi({
      'GET /regions': () => ({ body: list }),
      'POST /regions': (call) => {
        const made = { id: 'r3', ...(call.body as object) } as RegionBody;
        list = [...list, made];
        return { body: made };
      },
    });
    signIn(['ADMINISTRATOR']);
    await renderScreen(<RegionsScreen />);
    await screen.findByRole('heading', { name: 'Front Range' });
    fireEvent.click(screen.getByRole('button', { name: 'Add region' }));
    const form = dialog('Add region');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Please input Name.')).toBeTruthy();
    expect(api.writes()).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: ' Mountains ' } });
    fireEvent.change(within(form).getByLabelText(/^States/), { target: { value: 'co, wy,CO' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Mountains' });
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      path: '/regions',
      body: { name: 'Mountains', description: null, states: ['CO', 'WY'] },
    });
    expect(lastToast()?.text).toBe('Region added.');
  });

  it('rejects a state that is not a two-letter code', async () => {
    const api = fakeApi({ 'GET /regions': { body: [] } });
    signIn(['ADMINISTRATOR']);
    await renderScreen(<RegionsScreen />);
    expect(await screen.findByText('There are no regions yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add region' }));
    const form = dialog('Add region');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'West' } });
    fireEvent.change(within(form).getByLabelText(/^States/), { target: { value: 'Colorado' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('States are two-letter USPS codes.')).toBeTruthy();
    expect(api.writes()).toHaveLength(0);
  });

  it('edits a region and words the refusal when the name is taken', async () => {
    const api = fakeApi({
      'GET /regions': { body: [FRONT_RANGE, PLAINS] },
      'PUT /regions/r2': {
        status: 409,
        body: {
          code: 409,
          message: 'A region with this name already exists.',
          reason: 'CONFLICT',
        },
      },
    });
    signIn(['ADMINISTRATOR']);
    await renderScreen(<RegionsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Plains' }));
    const form = dialog('Edit region');
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Plains');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Front Range' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'This name or code is already in use. Please choose another one.',
    );
    expect(api.writes()[0]?.body).toEqual({
      name: 'Front Range',
      description: null,
      states: ['KS', 'NE'],
    });
  });

  it('deletes a region after the confirmation', async () => {
    let list = [FRONT_RANGE, PLAINS];
    const api = fakeApi({
      'GET /regions': () => ({ body: list }),
      'DELETE /regions/r1': () => {
        list = [PLAINS];
        return { body: FRONT_RANGE };
      },
    });
    signIn(['ADMINISTRATOR']);
    await renderScreen(<RegionsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Front Range' }));
    const confirm = screen.getByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Front Range' })).toBeNull());
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/regions/r1', body: undefined }]);
    expect(lastToast()?.text).toBe('Region deleted.');
  });

  it('shows a volunteer lead the regions without Add, Edit or Delete', async () => {
    fakeApi({ 'GET /regions': { body: [FRONT_RANGE] } });
    signIn(['VOLUNTEER LEAD']);
    await renderScreen(<RegionsScreen />);
    await screen.findByRole('heading', { name: 'Front Range' });
    expect(screen.queryByRole('button', { name: 'Add region' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit|^Delete/ })).toBeNull();
  });

  it('says the server cannot be reached, in Spanish, after its own retries, and retries', async () => {
    const api = fakeApi({ 'GET /regions': { body: [PLAINS] } });
    // The first try and the query client's two retries (lib/query/query-client.ts) all fail.
    for (let i = 0; i <= MAX_RETRIES; i++)
      api.fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    signIn(['ADMINISTRATOR']);
    await renderScreen(<RegionsScreen />, { locale: 'es' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'No se puede conectar con el servidor. Revisa tu conexión a internet.',
    );
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('heading', { name: 'Plains' })).toBeTruthy();
    expect(api.fetchMock).toHaveBeenCalledTimes(MAX_RETRIES + 2);
  });
});
