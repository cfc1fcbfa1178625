import { createHash } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our own namespace for name-based ids (RFC 9562 §5.5), fixed forever: ids must not move. */
const NAMESPACE = '6f1c3a52-9a0e-4f0b-8d44-2b4f7e1c9d10';

export const isUuid = (text: string): boolean => UUID.test(text);

/** A version-5 (SHA-1, name-based) UUID: the same name always gives the same id. */
export function nameUuid(name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(NAMESPACE.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A listing's id: a source's own UUID as it is, any other id (211 exports use numbers) named. */
export const listingIdOf = (source: string, sourceId: string): string =>
  isUuid(sourceId) ? sourceId.toLowerCase() : nameUuid(`${source}\u0000${sourceId}`);

/** The id of a part of a published listing (its phone, location, ...), stable across calls. */
export const partId = (serviceId: string, part: string): string =>
  nameUuid(`${serviceId}\u0000${part}`);
