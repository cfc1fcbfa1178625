import { serviceSearchText } from '@shared/domain/search-text';
import type { Database } from '@server/db/client';
import type { ServiceRow } from '@server/db/queries/services';
import { updateService } from '@server/db/queries/service-writes';
import {
  claimTranslationJobs,
  failTranslationJob,
  finishTranslationJob,
  lockServiceRow,
  retryTranslationJobNow,
  servicesToTranslate,
} from '@server/db/queries/translation-queue';
import { pendingSpanish, SPANISH_PAIRS, type SpanishField } from './spanish-fields';
import type { Translator } from './translator';

/** The longest wait between two tries of one job (TRANSLATE_RETRY_SECONDS doubles up to it). */
export const MAX_RETRY_SECONDS = 6 * 60 * 60;

export interface QueueDeps {
  db: Database;
  translator: Translator;
  retrySeconds: number;
  timeoutMs: number;
}

export interface QueueRunOptions {
  /** The worker's clock (tests move it forward past a backoff). */
  now?: Date;
  batchSize?: number;
}

export interface QueueRunResult {
  translated: number;
  failed: number;
}

export function retryDelaySeconds(attempts: number, retrySeconds: number): number {
  return Math.min(retrySeconds * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);
}

type Pending = ReturnType<typeof pendingSpanish>;

/**
 * Writes the Spanish that is still empty-or-machine and whose English is still the text that was
 * translated (re-checked on the locked row); bumps the sync rev through updateService so offline
 * mirrors get it. Answers false when the English changed meanwhile (the job stays due).
 */
async function writeSpanish(db: Database, id: string, done: Pending, out: string[]) {
  return db.transaction(async (tx) => {
    const row = await lockServiceRow(tx, id);
    if (!row) return true;
    const values: Partial<Record<SpanishField, string>> = {};
    let stale = false;
    // Anything pending now that this pass did not translate (English changed or added meanwhile)
    // keeps the job due, even if a save's re-queue of it is deleted below.
    for (const now of pendingSpanish(row)) {
      const i = done.findIndex((p) => p.es === now.es && p.text === now.text);
      const text = i >= 0 ? out[i]?.trim() : undefined;
      if (i < 0) stale = true;
      else if (text) values[now.es] = text;
    }
    const fields = Object.keys(values) as SpanishField[];
    if (fields.length > 0) {
      const merged: ServiceRow = { ...row, ...values };
      const machine = new Set([...row.spanishMachine, ...fields]);
      await updateService(tx, id, {
        ...values,
        spanishMachine: SPANISH_PAIRS.map((p) => p.es).filter((es) => machine.has(es)),
        searchText: serviceSearchText(merged),
      });
    }
    if (stale) await retryTranslationJobNow(tx, id);
    else await finishTranslationJob(tx, id);
    return !stale;
  });
}

/**
 * One pass over the due jobs (docs/translation.md): claim, translate every pending text of the batch
 * in one engine call, write. A failure never throws: each job of the batch records lastError and
 * waits a growing delay.
 */
export async function runTranslationQueueOnce(
  deps: QueueDeps,
  options: QueueRunOptions = {},
): Promise<QueueRunResult> {
  const now = options.now ?? new Date();
  const lease = new Date(now.getTime() + Math.max(60_000, deps.timeoutMs * 3));
  const jobs = await claimTranslationJobs(deps.db, now, lease, options.batchSize ?? 20);
  if (jobs.length === 0) return { translated: 0, failed: 0 };
  const rows = await servicesToTranslate(
    deps.db,
    jobs.map((j) => j.serviceId),
  );
  const work = rows.map((row) => ({ id: row.id, pending: pendingSpanish(row) }));
  let out: string[];
  try {
    out = await deps.translator.translate(
      work.flatMap((w) => w.pending.map((p) => p.text)),
      'en',
      'es',
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    for (const job of jobs) {
      const attempts = job.attempts + 1;
      const delay = retryDelaySeconds(attempts, deps.retrySeconds);
      const next = new Date(now.getTime() + delay * 1000);
      await failTranslationJob(deps.db, job.serviceId, attempts, message, next);
    }
    return { translated: 0, failed: jobs.length };
  }
  let offset = 0;
  let translated = 0;
  for (const w of work) {
    const slice = out.slice(offset, offset + w.pending.length);
    offset += w.pending.length;
    if (await writeSpanish(deps.db, w.id, w.pending, slice)) translated += 1;
  }
  return { translated, failed: 0 };
}
