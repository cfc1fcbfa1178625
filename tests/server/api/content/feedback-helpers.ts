import type { Database } from '@server/db/client';
import { services } from '@server/db/schema';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** An approved service owned by `userId` (or by nobody). */
export async function createService(db: Database, userId: string | null, isApproved = true) {
  const [row] = await db
    .insert(services)
    .values({
      name: 'Feedback Kitchen',
      type: ['FOOD'],
      category: ['ALL'],
      lat: 39.74,
      lng: -104.99,
      timeZone: 'America/Denver',
      isApproved,
      userId,
    })
    .returning({ id: services.id });
  if (!row) throw new Error('no service');
  return row.id;
}

export interface Upload {
  name: string;
  type: string;
  data: Buffer;
}

/** A real multipart/form-data body, as a browser's FormData sends it. */
export async function multipartBody(fields: Record<string, string>, files: Upload[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append('files', new Blob([file.data], { type: file.type }), file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

let address = 0;
/** A fresh client address, so the per-client feedback limit only bites where a test wants it. */
export const freshClient = () => {
  address += 1;
  return `10.1.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};
