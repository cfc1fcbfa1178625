import { z } from 'zod';
import { removeLocalCrisisLine } from '@client/db/crisis-lines';
import { localDb } from '@client/db/database';
import { apiRequest } from '@client/lib/api-client';
import { NetworkError } from '@client/lib/api-errors';

/** The part of DELETE /api/crisis-lines/{id}'s answer (the deleted line) this screen checks. */
const deletedLine = z.object({ id: z.string() });

const BEARER_SCHEME = 'Bearer';

/**
 * Deletes a crisis line on the server (administrators only), then from the mirror. Offline it
 * throws a NetworkError without trying, and on any failure the mirror is left untouched.
 */
export async function deleteCrisisLine(id: string, token: string): Promise<void> {
  if (!navigator.onLine) throw new NetworkError('offline');
  await apiRequest(`/crisis-lines/${encodeURIComponent(id)}`, deletedLine, {
    method: 'DELETE',
    headers: { authorization: `${BEARER_SCHEME} ${token}` },
  });
  await removeLocalCrisisLine(localDb(), id);
}
