import { localDb } from '@client/db/database';

/** Empties every table the detail page and its forms touch (localDb() is the page's singleton). */
export async function clearMirror(): Promise<void> {
  const db = localDb();
  await Promise.all(
    [db.serviceParts, db.favorites, db.kudos, db.outbox, db.meta].map((t) => t.clear()),
  );
}
