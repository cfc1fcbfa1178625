import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApprovalsScreen } from '@client/features/manage-services/components/approvals-screen';
import { useToastStore } from '@client/lib/toast-store';
import { syncNow } from '@client/sync/page-engine';
import { fakeApi, gets, renderScreen, service, signIn, type Call } from './helpers';

vi.mock('@client/sync/page-engine', () => ({
  syncNow: vi.fn(() => Promise.resolve()),
  afterQueuedWrite: vi.fn(),
}));

const PANTRY = service('11111111-1111-4111-8111-111111111111', 'Corner Pantry', ['FOOD']);
const CLINIC = service('22222222-2222-4222-8222-222222222222', 'Free Clinic', ['HEALTH']);
const BEDS = service('33333333-3333-4333-8333-333333333333', 'Night Beds', ['SHELTER', 'FOOD']);

let api: ReturnType<typeof fakeApi>;
let waiting: (typeof PANTRY)[];
let bulkAnswer: (call: Call) => { status?: number; body: unknown };

const lastToast = () => useToastStore.getState().toasts.at(-1)?.text;
const posts = () => api.calls.filter((c) => c.method === 'POST');

beforeEach(() => {
  waiting = [PANTRY, CLINIC, BEDS];
  bulkAnswer = (call) => {
    const ids = (call.body as { services: string[] }).services;
    waiting = waiting.filter((s) => !ids.includes(s.id));
    return { body: { message: 'Approved all services' } };
  };
  api = fakeApi((call) => (call.method === 'GET' ? { body: waiting } : bulkAnswer(call)));
  vi.stubGlobal('fetch', api.fetchDouble);
  vi.mocked(syncNow).mockClear();
  useToastStore.setState({ toasts: [] });
  signIn(['VOLUNTEER LEAD'], { isVolunteer: true, isApproved: true });
});

afterEach(() => vi.unstubAllGlobals());

async function showList(locale: 'en' | 'es' = 'en') {
  await renderScreen(<ApprovalsScreen />, locale);
  await screen.findByRole('checkbox', { name: 'Corner Pantry' });
}

describe('/manage_approvals', () => {
  it('lists volunteer-added services waiting for approval, grouped by type in FOOD…WORK order', async () => {
    await showList();
    const query = gets(api.calls)[0]!.url.searchParams;
    expect(query.get('filter')?.split(',')).toEqual(
      expect.arrayContaining(['isApproved', 'userType']),
    );
    expect(query.get('isApproved')).toBe('false');
    expect(query.get('userType')).toBe('VOLUNTEER');
    const origins = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(origins).toEqual(['Added by volunteers']);
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Food', 'Shelter', 'Health']);
    const food = screen.getByRole('region', { name: 'Added by volunteers Food' });
    expect(within(food).getByRole('checkbox', { name: 'Corner Pantry' })).toBeTruthy();
    const shelter = screen.getByRole('region', { name: 'Added by volunteers Shelter' });
    expect(within(shelter).getByRole('checkbox', { name: 'Night Beds' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: 'Night Beds' })).toHaveLength(1);
  });

  // docs/screens.md: §4's list is the volunteer-added services; an administrator also approves
  // providers' listings, in a second group after them.
  it.each([
    ['en', ['Added by volunteers', 'Added by providers']],
    ['es', ['Agregados por voluntarios', 'Agregados por proveedores']],
  ] as const)(
    'shows an administrator volunteer-added services, then provider-added ones (%s)',
    async (locale, headings) => {
      signIn(['ADMINISTRATOR'], { isApproved: true });
      const OWN = { ...CLINIC, addedByVolunteer: false };
      const KITCHEN = {
        ...service('44444444-4444-4444-8444-444444444444', 'Provider Kitchen', ['FOOD']),
        addedByVolunteer: false,
      };
      waiting = [PANTRY, OWN, BEDS, KITCHEN];
      await showList(locale);
      const query = gets(api.calls)[0]!.url.searchParams;
      expect(query.get('userType')).toBeNull();
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        ...headings,
      ]);
      const volunteers = screen.getByRole('region', { name: headings[0] });
      const providers = screen.getByRole('region', { name: headings[1] });
      const names = (region: HTMLElement) =>
        within(region)
          .getAllByRole('checkbox')
          .map((box) => box.closest('li')?.textContent);
      expect(names(volunteers)).toEqual(['Corner Pantry', 'Night Beds']);
      expect(names(providers)).toEqual(['Provider Kitchen', 'Free Clinic']);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Provider Kitchen' }));
      fireEvent.click(
        screen.getByRole('button', {
          name: locale === 'en' ? 'Approve selected' : 'Aprobar seleccionados',
        }),
      );
      await waitFor(() => expect(posts()).toHaveLength(1));
      expect(posts()[0]!.body).toEqual({ services: [KITCHEN.id] });
    },
  );

  it('approves the selected services, then reloads the list and asks for a sync pull', async () => {
    await showList();
    const approve = screen.getByRole('button', { name: 'Approve selected' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Free Clinic' }));
    expect(screen.getByText('1 service selected')).toBeTruthy();
    fireEvent.click(approve);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Free Clinic' })).toBeNull());
    expect(posts().map((c) => [c.url.pathname, c.body])).toEqual([
      ['/api/services/approve-services', { services: [CLINIC.id] }],
    ]);
    expect(gets(api.calls)).toHaveLength(2);
    expect(lastToast()).toBe('Approved successfully');
    expect(syncNow).toHaveBeenCalledTimes(1);
    expect(screen.getByText('0 services selected')).toBeTruthy();
  });

  it('approves every listed service with Approve all', async () => {
    await showList();
    fireEvent.click(screen.getByRole('button', { name: 'Approve all' }));
    await screen.findByText('No services are waiting for approval.');
    const body = posts()[0]!.body as { services: string[] };
    expect([...body.services].sort()).toEqual([PANTRY.id, CLINIC.id, BEDS.id].sort());
    expect(gets(api.calls)).toHaveLength(2);
  });

  it('deletes the selected services after the confirmation and reloads', async () => {
    bulkAnswer = (call) => {
      const ids = (call.body as { services: string[] }).services;
      waiting = waiting.filter((s) => !ids.includes(s.id));
      return { body: { message: 'Removed all services' } };
    };
    await showList();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Corner Pantry' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Night Beds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Do you want to delete the selected services?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Corner Pantry' })).toBeNull(),
    );
    expect(posts()[0]!.url.pathname).toBe('/api/services/remove-services');
    expect([...(posts()[0]!.body as { services: string[] }).services].sort()).toEqual(
      [PANTRY.id, BEDS.id].sort(),
    );
    expect(screen.getByRole('checkbox', { name: 'Free Clinic' })).toBeTruthy();
    expect(lastToast()).toBe('Removed successfully');
    expect(syncNow).not.toHaveBeenCalled();
  });

  it('words the refusal in an alert and still reloads the list', async () => {
    bulkAnswer = () => ({ status: 403, body: { code: 403, message: 'Forbidden' } });
    await showList();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Corner Pantry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You do not have permission to do this.',
    );
    await waitFor(() => expect(gets(api.calls)).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: 'Corner Pantry' })).toBeTruthy();
    expect(lastToast()).toBeUndefined();
  });

  it('shows the empty state', async () => {
    waiting = [];
    await renderScreen(<ApprovalsScreen />);
    await screen.findByText('No services are waiting for approval.');
    expect(screen.queryByRole('button', { name: 'Approve all' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await showList('es');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Administrar aprobaciones');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Agregados por voluntarios',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Comida',
      'Albergue',
      'Salud',
    ]);
    expect(screen.getByRole('button', { name: 'Aprobar seleccionados' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aprobar todos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar seleccionados' })).toBeTruthy();
    expect(screen.getByText('0 servicios seleccionados')).toBeTruthy();
  });
});
