import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '@server/config';
import type { Database } from '@server/db/client';
import { createMailer, type Mailer } from '../mail';
import { createPushSender, type PushSender } from '../push';

/** What the notification events need; tests may build one with their own mailer. */
export interface NotifyDeps {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  push: PushSender;
}

/**
 * Runs notification work after the request's data is committed, without delaying or failing it
 * (docs/push.md: failures are logged, never fatal). The pending set only lets tests and shutdown wait
 * for work in flight; nothing that must survive between requests is kept here.
 */
export class Notifier {
  private readonly pending = new Set<Promise<void>>();

  constructor(readonly deps: NotifyDeps) {}

  /** Starts `work` in the background; its failure is logged with `what`. */
  run(what: string, work: (deps: NotifyDeps) => Promise<void>): Promise<void> {
    const job = Promise.resolve()
      .then(() => work(this.deps))
      .catch((err: unknown) => this.deps.log.error({ err, notification: what }, 'notify failed'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
    return job;
  }

  /** Resolves when every notification started so far has finished (tests, graceful shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}

// Keyed by the database handle: every encapsulated Fastify context of one app shares it.
const notifiers = new WeakMap<object, Notifier>();

/** The app's notifier, made on first use from its config, database and logger. */
export function notifierFor(app: FastifyInstance): Notifier {
  let notifier = notifiers.get(app.database);
  if (!notifier) {
    const { config } = app;
    const db = app.database.db;
    notifier = new Notifier({
      db,
      config,
      log: app.log,
      mailer: createMailer(config),
      push: createPushSender({ db, config, log: app.log }),
    });
    notifiers.set(app.database, notifier);
  }
  return notifier;
}
