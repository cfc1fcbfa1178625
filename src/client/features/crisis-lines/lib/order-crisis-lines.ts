import type { CrisisLineRecord } from '@shared/sync/protocol';

/**
 * Directory order: ranking ascending (the seed numbers the national lines 1, 2, 3…), then name in
 * the reader's language so equal ranks read alphabetically.
 */
export function orderCrisisLines(
  lines: readonly CrisisLineRecord[],
  locale: string,
): CrisisLineRecord[] {
  const byName = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...lines].sort((a, b) => a.ranking - b.ranking || byName.compare(a.name, b.name));
}
