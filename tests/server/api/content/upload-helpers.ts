import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { queryRows } from '@server/db/raw';
import { freshClient, PNG } from './feedback-helpers';

/** A PNG signature followed by `size` random bytes: what a photo looks like to the sniffer. */
export const photo = (size: number) => Buffer.concat([PNG.subarray(0, 16), randomBytes(size)]);

export async function storageCounts(db: Database) {
  const [row] = await queryRows<{ staged: string; files: string; chunks: string; big: string }>(
    db,
    sql`SELECT (SELECT count(*) FROM files WHERE feedback_id IS NULL) AS staged,
               (SELECT count(*) FROM files) AS files,
               (SELECT count(*) FROM file_chunks) AS chunks,
               (SELECT coalesce(max(length(data)), 0) FROM file_chunks) AS big`,
  );
  return {
    staged: Number(row!.staged),
    files: Number(row!.files),
    chunks: Number(row!.chunks),
    biggestChunk: Number(row!.big),
  };
}

/** Chunks stored for files not yet linked to a feedback: an upload in flight. */
export async function stagedChunks(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`SELECT count(*) AS n FROM file_chunks c JOIN files f ON f.id = c.file_id
        WHERE f.feedback_id IS NULL`,
  );
  return Number(row!.n);
}

/** Polls until `check` holds (bounded: the test fails rather than hang). */
export async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP upload whose body is sent in two steps: the first `firstBytes`, then the rest when
 * the test calls `finish()` (or never, with `abort()`), so a test can look at the database while
 * the body is still arriving.
 */
export function openUpload(
  base: string,
  form: { payload: Buffer; headers: Record<string, string> },
  firstBytes: number,
) {
  const request = http.request(`${base}/api/feedbacks/service`, {
    method: 'POST',
    headers: {
      ...form.headers,
      'content-length': String(form.payload.length),
      'x-forwarded-for': freshClient(),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (piece: string) => (body += piece));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    request.on('error', reject);
  });
  request.write(form.payload.subarray(0, firstBytes));
  return {
    answer,
    finish() {
      request.end(form.payload.subarray(firstBytes));
      return answer;
    },
    abort() {
      answer.catch(() => {});
      request.destroy();
    },
  };
}
