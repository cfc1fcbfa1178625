import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileChunks, files } from '@server/db/schema';
import { UPLOAD_CHUNK_BYTES } from '@server/db/queries/uploads';
import { BUSY_MESSAGE } from '@server/http/upload-slots';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { createService, freshClient, multipartBody, PDF } from './feedback-helpers';
import { openUpload, photo, stagedChunks, storageCounts, until } from './upload-helpers';

/**
 * Attachments stream into chunks as they arrive, outside the feedback's transaction, and are
 * linked to it in that transaction (streamed attachments; docs/architecture.md, "Attachments").
 */
describe.each(databaseKinds)('feedback attachments in chunks on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let serviceId: string;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { TRUST_PROXY: 'true', UPLOAD_CONCURRENCY: '4' });
    const a = await createUser(t.database.db, {
      email: 'up-admin@x.test',
      roles: ['ADMINISTRATOR'],
    });
    admin = { authorization: `Bearer ${a.token}` };
    serviceId = await createService(t.database.db, null);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const fields = () => ({
    service: serviceId,
    subject: 'Photos',
    email: 'p@b.org',
    message: 'See the photos.',
  });
  const upload = async (list: { name: string; data: Buffer }[], extra = {}) => {
    const form = await multipartBody(
      { ...fields(), ...extra },
      list.map((f) => ({ ...f, type: 'image/png' })),
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/feedbacks/service',
      remoteAddress: freshClient(),
      ...form,
    });
  };

  it('stores each file in chunks of at most 128 KiB and serves it back byte-identical', async () => {
    const big = photo(600 * 1024);
    const before = await storageCounts(t.database.db);
    const res = await upload([
      { name: 'big.png', data: big },
      { name: 'notes.pdf', data: PDF },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [bigId, pdfId] = res.json<{ files: string[] }>().files;
    const rows = await t.database.db
      .select({ seq: fileChunks.seq, data: fileChunks.data })
      .from(fileChunks)
      .where(sql`${fileChunks.fileId} = ${bigId}`)
      .orderBy(fileChunks.seq);
    const pieces = Math.ceil(big.length / UPLOAD_CHUNK_BYTES);
    expect(pieces).toBeGreaterThan(2);
    expect(rows.map((r) => r.seq)).toEqual([...Array(pieces).keys()]);
    expect(rows.every((r) => r.data.length <= UPLOAD_CHUNK_BYTES)).toBe(true);
    expect(Buffer.concat(rows.map((r) => r.data)).equals(big)).toBe(true);
    const after = await storageCounts(t.database.db);
    expect(after.chunks).toBe(before.chunks + pieces + 1);
    expect(after.staged).toBe(0);

    for (const [id, bytes, type] of [
      [bigId, big, 'image/png'],
      [pdfId, PDF, 'application/pdf'],
    ] as const) {
      const served = await t.app.inject({ url: `/api/files/${id}`, headers: admin });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['content-length']).toBe(String(bytes.length));
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('stores chunks while the body is still arriving: a file is never buffered whole', async () => {
    const data = photo(3 * 1024 * 1024);
    const form = await multipartBody(fields(), [{ name: 'p.png', type: 'image/png', data }]);
    const fileStart = form.payload.indexOf(data.subarray(0, 64));
    // Half the file sent, the rest held back until the server has stored some of it.
    const sending = openUpload(base, form, fileStart + data.length / 2);
    await until(async () => (await stagedChunks(t.database.db)) >= 2, 'chunks stored mid-upload');
    const midway = await stagedChunks(t.database.db);
    expect(midway).toBeLessThan(Math.ceil(data.length / UPLOAD_CHUNK_BYTES));
    const answer = await sending.finish();
    expect(answer.status, answer.body).toBe(200);
    const [id] = (JSON.parse(answer.body) as { files: string[] }).files;
    const [file] = await t.database.db
      .select({ size: files.size })
      .from(files)
      .where(sql`${files.id} = ${id}`);
    expect(file?.size).toBe(data.length);
  });

  it('leaves no staged file or chunk when a later file of the form is refused', async () => {
    const before = await storageCounts(t.database.db);
    const res = await upload([
      { name: 'good.png', data: photo(700 * 1024) },
      { name: 'bad.png', data: Buffer.from('<html>not a png</html>') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(await storageCounts(t.database.db)).toEqual(before);
  });

  it('leaves nothing of a file over 5 MB (413) or of a form with invalid fields (400)', async () => {
    const before = await storageCounts(t.database.db);
    const tooBig = await upload([
      { name: 'a.png', data: photo(300 * 1024) },
      { name: 'big.png', data: photo(5 * 1024 * 1024 + 10) },
    ]);
    expect(tooBig.statusCode).toBe(413);
    const invalid = await upload([{ name: 'a.png', data: photo(300 * 1024) }], { email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    const unknownService = await upload([{ name: 'a.png', data: photo(300 * 1024) }], {
      service: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownService.statusCode).toBe(404);
    expect(await storageCounts(t.database.db)).toEqual(before);
  });

  it('deletes what an upload staged when its client goes away mid-body', async () => {
    const before = await storageCounts(t.database.db);
    const data = photo(2 * 1024 * 1024);
    const form = await multipartBody(fields(), [{ name: 'p.png', type: 'image/png', data }]);
    const sending = openUpload(base, form, form.payload.length / 2);
    await until(async () => (await stagedChunks(t.database.db)) >= 1, 'chunks stored mid-upload');
    sending.abort();
    await until(
      async () => (await storageCounts(t.database.db)).staged === 0,
      'staged file deleted after the abort',
    );
    expect(await storageCounts(t.database.db)).toEqual(before);
  });

  it('purges files staged over an hour ago (their process died) at the next upload', async () => {
    const [orphan] = await t.database.db
      .insert(files)
      .values({
        filename: 'lost.png',
        mimeType: 'image/png',
        size: 3,
        createdAt: new Date(Date.now() - 2 * 3_600_000),
      })
      .returning({ id: files.id });
    await t.database.db
      .insert(fileChunks)
      .values({ fileId: orphan!.id, seq: 0, data: Buffer.from([1, 2, 3]) });
    const res = await upload([{ name: 'a.png', data: photo(10) }]);
    expect(res.statusCode).toBe(200);
    expect(await storageCounts(t.database.db)).toMatchObject({ staged: 0 });
    const left = await t.database.db
      .select()
      .from(fileChunks)
      .where(sql`${fileChunks.fileId} = ${orphan!.id}`);
    expect(left).toEqual([]);
  });
});

describe.each(databaseKinds)('the limit on concurrent uploads on %s', (kind) => {
  let t: TestApp;
  let serviceId: string;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      TRUST_PROXY: 'true',
      UPLOAD_CONCURRENCY: '1',
      UPLOAD_WAIT_MS: '0',
    });
    serviceId = await createService(t.database.db, null);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const fields = () => ({ service: serviceId, subject: 'S', email: 'p@b.org', message: 'M' });

  it('answers 503 with Retry-After to an upload over the limit, and takes it once a slot frees', async () => {
    const data = photo(1024 * 1024);
    const held = await multipartBody(fields(), [{ name: 'p.png', type: 'image/png', data }]);
    const first = openUpload(base, held, held.payload.length / 2);
    await until(async () => (await stagedChunks(t.database.db)) >= 1, 'the first upload started');

    const second = await multipartBody(fields(), [{ name: 'q.png', type: 'image/png', data }]);
    const refused = await openUpload(base, second, 0).finish();
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(JSON.parse(refused.body)).toEqual({
      code: 503,
      message: BUSY_MESSAGE,
      reason: 'UPLOAD_BUSY',
    });
    // A feedback without files takes no slot.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/feedbacks/app',
      payload: { email: 'p@b.org', subject: 'S', message: 'No files' },
      remoteAddress: freshClient(),
    });
    expect(plain.statusCode).toBe(200);

    expect((await first.finish()).status).toBe(200);
    const again = await openUpload(base, second, 0).finish();
    expect(again.status, again.body).toBe(200);
    expect(await storageCounts(t.database.db)).toMatchObject({ staged: 0 });
  });
});
