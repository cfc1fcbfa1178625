import { eq } from 'drizzle-orm';
import { services } from '@server/db/schema';
import { createTranslator } from '@server/services/translate';
import { runTranslationQueueOnce } from '@server/services/translate/worker';
import type { TestApp } from '@tests/helpers/build-app';

/** The worker stays off in these apps; the tests run its passes by hand. */
export const WORKER_OFF = { TRANSLATE_POLL_SECONDS: '0' };

/** One pass of the queue with the app's own engine, at `now` (past a backoff when moved on). */
export function runQueue(t: TestApp, now?: Date) {
  const translator = createTranslator(t.app.config);
  if (!translator) throw new Error('machine translation is off in this app');
  return runTranslationQueueOnce(
    {
      db: t.database.db,
      translator,
      retrySeconds: t.app.config.TRANSLATE_RETRY_SECONDS,
      timeoutMs: t.app.config.TRANSLATE_TIMEOUT_MS,
    },
    now ? { now } : {},
  );
}

export async function storedService(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(services).where(eq(services.id, id));
  if (!row) throw new Error(`no service ${id}`);
  return row;
}
