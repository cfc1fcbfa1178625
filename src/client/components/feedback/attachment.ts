import type { QueuedFile } from '@shared/sync/outbox';
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '@shared/validation/feedback';

// Checked here first so a file the server would refuse never waits in the outbox. The declared
// type is all a browser offers; the server still checks the bytes.
export type AttachmentProblem = 'type' | 'size' | null;

export function attachmentProblem(file: File): AttachmentProblem {
  if (!ATTACHMENT_TYPES.some((type) => type === file.type)) return 'type';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'size';
  return null;
}

/** Bytes, not the File: every IndexedDB can store an ArrayBuffer (QueuedFile). */
export async function toQueuedFile(file: File): Promise<QueuedFile> {
  return { name: file.name, type: file.type, data: await file.arrayBuffer() };
}
