// The sync's heavy part off the page's main thread (docs/sync.md, "Reading fast"): the pull
// (fetch, JSON parsing, the IndexedDB writes, the index pack) and the gazetteer slice. On a first
// visit they held a slow phone's main thread for seconds right after the first content. Dexie
// tells the page's live queries about these writes (its BroadcastChannel), so screens update as
// before. The page keeps the outbox and everything that needs the session (localStorage).
import { isQuotaError, localDb } from '@client/db/database';
import { withSnapshotAhead } from './snapshot-ahead';
import { httpTransport } from './transport';
import { localSyncWork } from './pull-and-places';
import { runJob } from './sync-work';
import type { WorkerJob, WorkerReply } from './worker-jobs';

const db = localDb();
// On an empty mirror the snapshot is asked for at once (snapshot-ahead.ts).
const work = localSyncWork(db, withSnapshotAhead(db, httpTransport()));
const reply = (message: WorkerReply) => postMessage(message);

addEventListener('message', (event: MessageEvent<WorkerJob>) => {
  const job = event.data;
  runJob(work, job, (progress) => reply({ id: job.id, progress })).then(
    (done) => reply({ id: job.id, done }),
    (error: unknown) => {
      const { name, message, status } = error as {
        name?: string;
        message?: string;
        status?: number;
      };
      const quota = isQuotaError(error);
      reply({
        id: job.id,
        error: {
          name: quota ? 'QuotaExceededError' : String(name),
          message: String(message),
          status,
        },
      });
    },
  );
});
