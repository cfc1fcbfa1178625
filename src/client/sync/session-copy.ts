import type { RefugioDb } from '@client/db/database';
import type { Session } from './outbox';

/**
 * Keeps the signed-in person's id and token in the mirror's meta table, where the service worker
 * reads them to send queued favorites and bed counts (it cannot read localStorage). Signing out
 * removes them, so the worker then sends only what needs no account.
 */
export async function copySessionForWorker(db: RefugioDb, session: Session): Promise<void> {
  if (session.token && session.userId)
    await db.meta.put({ name: 'session', value: JSON.stringify(session) });
  else await db.meta.delete('session');
}

/** The session the page copied (the service worker's side). */
export async function copiedSession(db: RefugioDb): Promise<Session> {
  const row = await db.meta.get('session');
  try {
    const parsed = JSON.parse(String(row?.value ?? 'null')) as Partial<Session> | null;
    return { userId: parsed?.userId ?? null, token: parsed?.token ?? null };
  } catch {
    return { userId: null, token: null };
  }
}
