import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApprovalsScreen } from '@client/features/manage-services/components/approvals-screen';
import { ManageServicesScreen } from '@client/features/manage-services/components/manage-services-screen';
import { fakeApi, gets, renderScreen, service, signIn } from './helpers';

vi.mock('@client/sync/page-engine', () => ({
  syncNow: vi.fn(() => Promise.resolve()),
  afterQueuedWrite: vi.fn(),
}));

const PANTRY = service('11111111-1111-4111-8111-111111111111', 'Corner Pantry', ['FOOD']);

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  let pantry = PANTRY;
  // A server that keeps the approval: every list answers the service as it now is.
  api = fakeApi((call) => {
    if (call.method === 'POST') pantry = { ...pantry, isApproved: true };
    if (call.method !== 'GET') return { body: { message: 'Approved all services' } };
    const waitingOnly = call.url.searchParams.get('isApproved') === 'false';
    return { body: waitingOnly && pantry.isApproved ? [] : [pantry] };
  });
  vi.stubGlobal('fetch', api.fetchDouble);
  signIn(['ADMINISTRATOR'], { isApproved: true });
});

afterEach(() => vi.unstubAllGlobals());

// lib/query: the screens share one cache, answers stay fresh for 30 s, and a write refetches
// what it changes. Without the approval's invalidation, /manage_services opened again within
// those 30 s would show its cached "waiting" row.
describe('the signed-in screens’ shared cache', () => {
  it('shows a service approved on /manage_approvals as approved on /manage_services at once', async () => {
    const list = await renderScreen(<ManageServicesScreen />);
    expect(await screen.findByText('This Service is waiting for Approval')).toBeTruthy();
    list.unmount();

    const approvals = await renderScreen(<ApprovalsScreen />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Corner Pantry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText('No services are waiting for approval.')).toBeTruthy();
    approvals.unmount();

    const before = gets(api.calls).length;
    await renderScreen(<ManageServicesScreen />);
    const row = (await screen.findByRole('heading', { level: 2, name: 'Corner Pantry' })).closest(
      'li',
    )!;
    expect(await within(row).findByText('Approved and Visible to Users')).toBeTruthy();
    expect(gets(api.calls).length).toBe(before + 1);
  });

  it('does not fetch a list again when its screen opens again within the freshness time', async () => {
    const first = await renderScreen(<ManageServicesScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Corner Pantry' });
    first.unmount();
    await renderScreen(<ManageServicesScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Corner Pantry' });
    expect(gets(api.calls)).toHaveLength(1);
  });
});
