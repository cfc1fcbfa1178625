import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { migrationsFolder } from '@server/db/migrate';
import { readChunks } from '@server/db/queries/uploads';
import { queryRows } from '@server/db/raw';
import { databaseKinds } from '@tests/helpers/build-app';

/** The migration folder as it was before 0006: the same files, the journal cut after 0005. */
function folderBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'refugio-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function blankDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite')
    return { handle: await openDatabase({ dataDir: '' }), drop: async () => {} };
  const adminUrl = new URL(inject('pgTemplateUrl'));
  adminUrl.pathname = '/postgres';
  const name = `m_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl.toString() });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
    await cleanup.end();
  };
  return { handle, drop };
}

const migrate = (handle: DatabaseHandle, folder: string) =>
  handle.kind === 'pglite'
    ? migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder })
    : migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });

describe.each(databaseKinds)('migration 0006 (chunked files) on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('moves every stored attachment into chunks, byte-identical', async () => {
    const { handle, drop } = await blankDatabase(kind);
    const before = folderBefore('0006_chunked-files');
    cleanups.push(async () => {
      await handle.close();
      await drop();
      rmSync(before, { recursive: true, force: true });
    });
    await migrate(handle, before);
    const big = randomBytes(300 * 1024);
    const small = Buffer.from('%PDF-1.4 small');
    const [feedback] = await queryRows<{ id: string }>(
      handle.db,
      sql`INSERT INTO feedbacks (type, subject, message) VALUES ('APP', 's', 'm') RETURNING id`,
    );
    const ids: string[] = [];
    for (const data of [big, small]) {
      const [row] = await queryRows<{ id: string }>(
        handle.db,
        sql`INSERT INTO files (feedback_id, filename, mime_type, size, data)
            VALUES (${feedback!.id}, 'f', 'image/png', ${data.length},
                    decode(${data.toString('base64')}, 'base64'))
            RETURNING id`,
      );
      ids.push(row!.id);
    }

    await migrate(handle, migrationsFolder);

    for (const [i, data] of [big, small].entries()) {
      const pieces: Buffer[] = [];
      for await (const chunk of readChunks(handle.db, ids[i]!)) pieces.push(chunk);
      expect(Buffer.concat(pieces).equals(data)).toBe(true);
    }
    const [count] = await queryRows<{ n: string }>(
      handle.db,
      sql`SELECT count(*) AS n FROM file_chunks WHERE file_id = ${ids[0]}`,
    );
    expect(Number(count!.n)).toBe(3);
  });
});
