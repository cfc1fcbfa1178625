import type { QueuedFile } from '../../../shared/sync/outbox';
import { localDb } from '../../db/database';
import { queueFeedback } from '../../sync/actions';
import { useSyncStatus } from '../../sync/status';
import { afterQueuedWrite } from '../../sync/runtime';

/**
 * Queues an app feedback in the outbox (sent when there is a network) and says whether the device
 * looks online now, which decides the toast: sent, or saved for later.
 */
export async function queueAppFeedback(
  fields: Record<string, string>,
  files: QueuedFile[],
  userId: string | null,
): Promise<'online' | 'offline'> {
  await queueFeedback(localDb(), 'appFeedback', fields, files, userId);
  afterQueuedWrite();
  const online = useSyncStatus.getState().online && navigator.onLine;
  return online ? 'online' : 'offline';
}
