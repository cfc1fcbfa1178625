import { create } from 'zustand';
import { localDb } from '@client/db/database';
import { replaceManagedShelters } from '@client/sync/local-writes';
import { fetchManagedShelters } from './api';

export type RefreshStatus = 'idle' | 'loading' | 'failed';

/** Whether the shelter list is being fetched, or the last fetch failed (UI state only). */
export const useBedsRefresh = create<{ status: RefreshStatus }>(() => ({ status: 'idle' }));

/** Fetches the person's shelters and keeps them on the device; one fetch at a time. */
export async function refreshShelters(userId: string, token: string): Promise<void> {
  if (useBedsRefresh.getState().status === 'loading') return;
  useBedsRefresh.setState({ status: 'loading' });
  try {
    const shelters = await fetchManagedShelters(token);
    await replaceManagedShelters(localDb(), userId, shelters);
    useBedsRefresh.setState({ status: 'idle' });
  } catch (error) {
    // The screen keeps the saved list and says it could not be refreshed.
    console.error('Could not refresh the managed shelters', error);
    useBedsRefresh.setState({ status: 'failed' });
  }
}
