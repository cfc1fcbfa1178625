import type { FastifyBaseLogger } from 'fastify';
import { runTranslationQueueOnce, type QueueDeps } from './worker';

export interface WorkerHandle {
  stop(): Promise<void>;
}

/**
 * Polls the queue every `pollMs` until stopped. Nothing lives here between passes but the timer:
 * the jobs are in the database, so any instance may take them and a restart loses none.
 */
export function startTranslationWorker(
  deps: QueueDeps,
  pollMs: number,
  log: FastifyBaseLogger,
): WorkerHandle {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = runTranslationQueueOnce(deps)
      .then((result) => {
        if (result.translated || result.failed) log.info({ ...result }, 'translation queue pass');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'translation queue pass failed'))
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, pollMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
