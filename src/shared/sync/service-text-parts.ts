// The offline search text (docs/sync.md, "Reading fast") stored in a few dozen parts instead of
// one IndexedDB row per service: a first sync of 19,000 services put 19,000 text rows, one
// IndexedDB request each, which took as long as putting the whole records. A service's part comes
// from its id, so a delta rewrites only the parts its services fall in.
import { idPart, idPartsOf } from './id-parts';
import type { ServiceTextEntry } from './service-index';

/** How many parts: ~300 services (~180 KB of text) each for 19,000 services. */
export const TEXT_PARTS = 64;

/** One stored part: the ids of its services and their folded search text, at the same places. */
export interface ServiceTextPart {
  part: number;
  ids: string[];
  texts: string[];
}

/** The part a service's text is stored in (FNV-1a of its id). */
export function textPartOf(id: string): number {
  return idPart(id, TEXT_PARTS);
}

/** The parts that a change touches, by number: `[...deletes, ...upserts]` ids. */
export function touchedTextParts(ids: Iterable<string>): number[] {
  return idPartsOf(ids, TEXT_PARTS);
}

/**
 * The touched parts after a change: `stored` holds the current rows of `touchedTextParts` of the
 * same ids (missing ones are empty). Deletes go first, so an id both deleted and upserted stays.
 */
export function changeTextParts(
  stored: readonly (ServiceTextPart | undefined)[],
  deletes: readonly string[],
  upserts: readonly ServiceTextEntry[],
): ServiceTextPart[] {
  const parts = new Map<number, Map<string, string>>();
  for (const row of stored)
    if (row)
      parts.set(row.part, new Map(row.ids.map((id, i): [string, string] => [id, row.texts[i]!])));
  const partOf = (id: string) => {
    const part = textPartOf(id);
    let texts = parts.get(part);
    if (!texts) parts.set(part, (texts = new Map()));
    return texts;
  };
  for (const id of deletes) partOf(id).delete(id);
  for (const entry of upserts) partOf(entry.id).set(entry.id, entry.text);
  return [...parts].map(([part, texts]) => ({
    part,
    ids: [...texts.keys()],
    texts: [...texts.values()],
  }));
}

/** Every service's search text, from every stored part. */
export function textEntriesOf(parts: readonly ServiceTextPart[]): ServiceTextEntry[] {
  return parts.flatMap((row) => row.ids.map((id, i) => ({ id, text: row.texts[i]! })));
}
