import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManageServicesScreen } from '@client/features/manage-services/components/manage-services-screen';
import { useToastStore } from '@client/lib/toast-store';
import { SWIPE_REMOVE_PX } from '@client/lib/use-swipe-to-remove';
import { syncNow } from '@client/sync/page-engine';
import {
  fakeApi,
  gets,
  renderScreen,
  service,
  signIn,
  type Call,
  type ServiceFixture,
} from './helpers';

vi.mock('@client/sync/page-engine', () => ({
  syncNow: vi.fn(() => Promise.resolve()),
  afterQueuedWrite: vi.fn(),
}));

const SOUP = {
  ...service('11111111-1111-4111-8111-111111111111', 'Soup Kitchen', ['FOOD'], true),
  likes: 3,
};
const BEDS = service('22222222-2222-4222-8222-222222222222', 'Night Beds', ['SHELTER', 'HEALTH']);

let api: ReturnType<typeof fakeApi>;
let listAnswer: (call: Call) => ServiceFixture[];
/** What the fake server deleted: its lists leave them out from then on. */
let deleted: Set<string>;

function serverAnswer(call: Call) {
  if (call.method === 'DELETE') deleted.add(call.url.pathname.split('/').at(-1)!);
  return call.method === 'GET'
    ? { body: listAnswer(call).filter((s) => !deleted.has(s.id)) }
    : { body: SOUP };
}

function useApi(respond?: Parameters<typeof fakeApi>[0]) {
  api = fakeApi(respond ?? serverAnswer);
  vi.stubGlobal('fetch', api.fetchDouble);
}

const lastToast = () => useToastStore.getState().toasts.at(-1)?.text;
const rowOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

beforeEach(() => {
  listAnswer = () => [SOUP, BEDS];
  deleted = new Set();
  useApi();
  vi.mocked(syncNow).mockClear();
  useToastStore.setState({ toasts: [] });
});

afterEach(() => vi.unstubAllGlobals());

describe('/manage_services', () => {
  it('lists a provider’s own services, newest first, 25 a page, with their approval status', async () => {
    signIn(['USER']);
    await renderScreen(<ManageServicesScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Soup Kitchen' });
    const query = gets(api.calls)[0]!.url.searchParams;
    expect(query.get('filter')?.split(',')).toContain('user');
    expect(query.get('user')).toBe('user-1');
    expect(query.get('sort')).toBe('createdAt');
    expect(query.get('direction')).toBe('desc');
    expect(query.get('limit')).toBe('25');
    expect(within(rowOf('Soup Kitchen')).getByText('Approved and Visible to Users')).toBeTruthy();
    expect(
      within(rowOf('Night Beds')).getByText('This Service is waiting for Approval'),
    ).toBeTruthy();
    expect(within(rowOf('Night Beds')).getByText('Shelter, Health')).toBeTruthy();
    const edit = within(rowOf('Soup Kitchen')).getByRole('link', { name: 'Edit Soup Kitchen' });
    expect(edit.getAttribute('href')).toBe(`/services/${SOUP.id}/edit`);
    expect(screen.getByRole('link', { name: 'Add service' }).getAttribute('href')).toBe(
      '/add_service',
    );
    expect(screen.queryByRole('button', { name: 'Top kudos' })).toBeNull();
    expect(screen.queryByText(/kudo/)).toBeNull();
  });

  it('shows volunteer-created services to a volunteer lead', async () => {
    signIn(['VOLUNTEER LEAD'], { isVolunteer: true, isApproved: true });
    await renderScreen(<ManageServicesScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Soup Kitchen' });
    const query = gets(api.calls)[0]!.url.searchParams;
    expect(query.get('filter')?.split(',')).toContain('userType');
    expect(query.get('userType')).toBe('VOLUNTEER');
    expect(query.get('user')).toBeNull();
  });

  it('offers no Add service link to a volunteer who is not approved yet', async () => {
    signIn(['VOLUNTEER'], { isVolunteer: true, isApproved: false });
    await renderScreen(<ManageServicesScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Soup Kitchen' });
    expect(screen.queryByRole('link', { name: 'Add service' })).toBeNull();
  });

  it('lets an administrator see every service and sort by top kudos', async () => {
    signIn(['ADMINISTRATOR']);
    await renderScreen(<ManageServicesScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Soup Kitchen' });
    const first = gets(api.calls)[0]!.url.searchParams;
    expect(first.get('user')).toBeNull();
    expect(first.get('userType')).toBeNull();
    expect(within(rowOf('Soup Kitchen')).getByText('3 kudos')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Top kudos' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(gets(api.calls)).toHaveLength(2));
    const sorted = gets(api.calls)[1]!.url.searchParams;
    expect(sorted.get('sort')).toBe('likes');
    expect(sorted.get('direction')).toBe('desc');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('deletes a service after the confirmation, with the toast and a sync pull', async () => {
    signIn(['USER']);
    await renderScreen(<ManageServicesScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Soup Kitchen' });
    const row = rowOf('Soup Kitchen');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Soup Kitchen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Do you want to delete this service?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(within(row).getByRole('button', { name: 'Delete Soup Kitchen' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Soup Kitchen' })).toBeNull(),
    );
    const deletes = api.calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => c.url.pathname)).toEqual([`/api/services/${SOUP.id}`]);
    expect(lastToast()).toBe('This service was removed successful!');
    expect(syncNow).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Night Beds' })).toBeTruthy();
  });

  it('asks before deleting a row swiped sideways, and puts it back on Cancel', async () => {
    signIn(['ADMINISTRATOR']);
    await renderScreen(<ManageServicesScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Night Beds' });
    const row = rowOf('Night Beds');
    const at = { pointerId: 5, pointerType: 'touch' };
    fireEvent.pointerDown(row, { ...at, clientX: 250, clientY: 100 });
    fireEvent.pointerMove(row, { ...at, clientX: 200, clientY: 101 });
    fireEvent.pointerMove(row, { ...at, clientX: 250 - SWIPE_REMOVE_PX - 4, clientY: 101 });
    fireEvent.pointerUp(row, { ...at, clientX: 250 - SWIPE_REMOVE_PX - 4, clientY: 101 });
    const dialog = screen.getByRole('alertdialog', { name: 'Do you want to delete this service?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(row.style.transform).toBe('');
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    fireEvent.pointerDown(row, { ...at, clientX: 250, clientY: 100 });
    fireEvent.pointerMove(row, { ...at, clientX: 200, clientY: 101 });
    fireEvent.pointerMove(row, { ...at, clientX: 250 - SWIPE_REMOVE_PX - 4, clientY: 101 });
    fireEvent.pointerUp(row, { ...at, clientX: 250 - SWIPE_REMOVE_PX - 4, clientY: 101 });
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Night Beds' })).toBeNull(),
    );
    expect(api.calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(
      `/api/services/${BEDS.id}`,
    );
  });

  it('words a refused delete in an alert, and keeps the row', async () => {
    signIn(['USER']);
    useApi((call) =>
      call.method === 'GET'
        ? { body: [SOUP] }
        : { status: 403, body: { code: 403, message: 'Forbidden' } },
    );
    await renderScreen(<ManageServicesScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Soup Kitchen' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Soup Kitchen' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You do not have permission to do this.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Soup Kitchen' })).toBeTruthy();
    expect(syncNow).not.toHaveBeenCalled();
  });

  it('says so in an alert when the list cannot load, online or offline', async () => {
    signIn(['USER']);
    useApi(() => ({ status: 500, body: { code: 500, message: 'Internal Server Error' } }));
    await renderScreen(<ManageServicesScreen />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
    expect(screen.queryByText(/No services added/)).toBeNull();
  });

  it('tells an offline person to check the network', async () => {
    signIn(['USER']);
    useApi(() => 'offline');
    await renderScreen(<ManageServicesScreen />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Can not connect to server. Please check your network.',
    );
  });

  it('shows the empty state, and a different one for a search with no match', async () => {
    signIn(['USER']);
    listAnswer = () => [];
    await renderScreen(<ManageServicesScreen />);
    await screen.findByText('No services added. Please click on Add Services in Side Menu.');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), {
      target: { value: 'Soup' },
    });
    await screen.findByText('No Services Found Matching your Search.');
    const searched = gets(api.calls).at(-1)!.url.searchParams;
    expect(searched.get('q')).toBe('Soup');
    expect(searched.get('search')).toBe('name');
  });

  it('loads the next page after a full one', async () => {
    signIn(['USER']);
    const page = Array.from({ length: 25 }, (_, i) =>
      service(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, `Service ${i}`, ['WORK']),
    );
    listAnswer = (call) => (call.url.searchParams.get('skip') === '0' ? page : [SOUP]);
    await renderScreen(<ManageServicesScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Service 24' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { level: 2, name: 'Soup Kitchen' });
    expect(gets(api.calls).at(-1)!.url.searchParams.get('skip')).toBe('25');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(26);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    signIn(['USER']);
    await renderScreen(<ManageServicesScreen />, 'es');
    await screen.findByRole('heading', { level: 2, name: 'Soup Kitchen' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Administrar servicios');
    expect(screen.getByText('Aprobado y visible para los usuarios')).toBeTruthy();
    expect(screen.getByText('Este servicio está esperando aprobación')).toBeTruthy();
    expect(screen.getByText('Albergue, Salud')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar Soup Kitchen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Soup Kitchen' }));
    expect(
      screen.getByRole('alertdialog', { name: '¿Quieres eliminar este servicio?' }),
    ).toBeTruthy();
  });
});
