import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { failImportJob, finishImportJob, setImportProgress } from '@server/db/queries/hsds-import';
import { importHsds } from './import';
import { NotHsdsError } from './package-reader';

export interface ImportRequest {
  jobId: string;
  file: string;
  source: string;
  dryRun: boolean;
  approve: boolean;
  unpublishGone: boolean;
}

/** Progress is written at most this often: the database, not memory, holds a job's state. */
const PROGRESS_EVERY_MS = 500;

/**
 * Runs an import in the instance that received the file (it is in this instance's temporary
 * folder); its status lives in `hsds_imports`, so any instance answers GET /api/hsds/imports/{id}.
 */
export async function runImportJob(app: FastifyInstance, job: ImportRequest): Promise<void> {
  const db = app.database.db;
  let last = 0;
  try {
    const report = await importHsds(db, job.file, {
      source: job.source,
      dryRun: job.dryRun,
      approve: job.approve,
      unpublishGone: job.unpublishGone,
      fallbackZone: app.config.DEFAULT_TIMEZONE,
      translating: app.config.TRANSLATE_PROVIDER !== 'none',
      dataDir: app.config.dataDir,
      lane: app.database.paced,
      onProgress: async (done, total) => {
        const now = Date.now();
        if (now - last < PROGRESS_EVERY_MS && done < total) return;
        last = now;
        await setImportProgress(db, job.jobId, done, total);
      },
    });
    await finishImportJob(db, job.jobId, report);
  } catch (error) {
    const message =
      error instanceof NotHsdsError ? error.message : 'The import stopped on an internal error.';
    if (!(error instanceof NotHsdsError))
      app.log.error({ err: error, job: job.jobId }, 'HSDS import failed');
    await failImportJob(db, job.jobId, message).catch(() => undefined);
  } finally {
    await rm(job.file, { recursive: true, force: true }).catch(() => undefined);
  }
}
