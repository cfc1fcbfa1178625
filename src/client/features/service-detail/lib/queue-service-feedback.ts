import { localDb } from '../../../db/database';
import { queueFeedback } from '../../../sync/actions';
import { useSyncStatus } from '../../../sync/status';
import { afterQueuedWrite } from '../../../sync/runtime';

/**
 * Queues a feedback on a service in the outbox (it is sent when there is a network) and says
 * whether the device looks online now, which decides the toast: sent, or saved for later.
 */
export async function queueServiceFeedback(
  fields: Record<string, string>,
  userId: string | null,
): Promise<'online' | 'offline'> {
  await queueFeedback(localDb(), 'serviceFeedback', fields, [], userId);
  afterQueuedWrite();
  const online = useSyncStatus.getState().online && navigator.onLine;
  return online ? 'online' : 'offline';
}
