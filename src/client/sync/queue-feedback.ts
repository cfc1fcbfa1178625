import type { QueuedFile } from '@shared/sync/outbox';
import { localDb } from '@client/db/database';
import { queueFeedback } from './local-writes';
import { afterQueuedWrite } from './page-engine';
import { useSyncStatus } from './status';

/**
 * Queues a feedback in the outbox (sent when there is a network), nudges the engine, and says
 * whether the device looks online now, which decides the toast: sent, or saved for later.
 */
async function queueNow(
  kind: 'serviceFeedback' | 'appFeedback',
  fields: Record<string, string>,
  files: QueuedFile[],
  userId: string | null,
): Promise<'online' | 'offline'> {
  await queueFeedback(localDb(), kind, fields, files, userId);
  afterQueuedWrite();
  const online = useSyncStatus.getState().online && navigator.onLine;
  return online ? 'online' : 'offline';
}

/** A feedback on the app (the feedback form), with its attachments. */
export function queueAppFeedback(
  fields: Record<string, string>,
  files: QueuedFile[],
  userId: string | null,
): Promise<'online' | 'offline'> {
  return queueNow('appFeedback', fields, files, userId);
}

/** A feedback on one service (its detail screen): no attachments. */
export function queueServiceFeedback(
  fields: Record<string, string>,
  userId: string | null,
): Promise<'online' | 'offline'> {
  return queueNow('serviceFeedback', fields, [], userId);
}
