// The one rule by which the mirror's stored parts (the records', src/shared/sync/service-parts.ts,
// and the search text's, src/shared/sync/service-text-parts.ts) pick a service's part: a hash of
// its id, so a delta rewrites only the parts its services fall in.

/** The part of `count` that `id` falls in (FNV-1a of the id). */
export function idPart(id: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % count;
}

/** The parts of `count` that these ids fall in, each once, in order. */
export function idPartsOf(ids: Iterable<string>, count: number): number[] {
  const parts = new Set<number>();
  for (const id of ids) parts.add(idPart(id, count));
  return [...parts].sort((a, b) => a - b);
}
