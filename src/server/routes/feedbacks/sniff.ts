import type { AttachmentType } from '@shared/validation/feedback';

export type { AttachmentType };

/**
 * What a file really is, from its first bytes; the type a browser declares is not trusted
 * (docs/api/content.md). Only these types may be attached to a feedback.
 */
const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffAttachment(data: Buffer): AttachmentType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(data, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/**
 * A file name safe to store and to echo in Content-Disposition: no path, no quotes or control
 * characters, at most 100 characters.
 */
export function safeFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}"'<>`;,*?|:]/gu, '_')
    .trim()
    .slice(0, 100);
  return clean === '' || /^\.+$/.test(clean) ? 'attachment' : clean;
}
