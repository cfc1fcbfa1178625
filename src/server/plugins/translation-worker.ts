import type { FastifyInstance } from 'fastify';
import { createTranslator } from '@server/services/translate';
import { startTranslationWorker, type WorkerHandle } from '@server/services/translate/worker-loop';

/**
 * Starts the translation queue worker with the app and stops it on close (docs/translation.md).
 * TRANSLATE_POLL_SECONDS=0 or TRANSLATE_PROVIDER=none leaves it off (tests run passes by hand).
 */
export function registerTranslationWorker(app: FastifyInstance): void {
  const config = app.config;
  const translator = createTranslator(config);
  if (!translator || config.TRANSLATE_POLL_SECONDS <= 0) return;
  let worker: WorkerHandle | null = null;
  app.addHook('onReady', async () => {
    worker = startTranslationWorker(
      {
        db: app.database.db,
        translator,
        retrySeconds: config.TRANSLATE_RETRY_SECONDS,
        timeoutMs: config.TRANSLATE_TIMEOUT_MS,
      },
      config.TRANSLATE_POLL_SECONDS * 1000,
      app.log,
    );
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}
