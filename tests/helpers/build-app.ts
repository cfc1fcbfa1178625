import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '@server/app';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '@server/db/client';
import { watchErrorAnswers } from './error-answers';
import { checkResponses, describeViolations, type ResponseViolation } from './response-check';
import { testConfig } from './test-config';

/** The database kinds this run can test: PGlite always, PostgreSQL when the test script started one. */
export const databaseKinds: DatabaseKind[] = inject('pgTemplateUrl')
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A private, migrated and seeded database, made from the templates of global-setup.ts. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ dataDir: '', loadDataDir: blob });
  }
  const templateUrl = new URL(inject('pgTemplateUrl'));
  const template = templateUrl.pathname.slice(1);
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const adminUrl = new URL(templateUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl.toString() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Answers that broke their route's declared response schema (response-check.ts). */
  responseViolations: ResponseViolation[];
  close(): Promise<void>;
}

export async function buildTestApp(
  kind: DatabaseKind,
  overrides: Record<string, string> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const responseViolations: ResponseViolation[] = [];
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    logger: false,
    instrument: (built) => checkResponses(built, responseViolations),
  });
  const errorAnswerProblems = watchErrorAnswers(app);
  await app.ready();
  return {
    app,
    database,
    responseViolations,
    async close() {
      await app.close();
      await database.close();
      const problems = errorAnswerProblems();
      if (problems.length > 0) {
        throw new Error(`API errors without the error body and its word:\n${problems.join('\n')}`);
      }
      // Every API test checks the contract: an answer its route does not declare fails the file.
      if (responseViolations.length > 0) throw new Error(describeViolations(responseViolations));
    },
  };
}
