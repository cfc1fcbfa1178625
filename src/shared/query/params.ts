/** A query-string value as clients send it: text, a list, or nothing. */
export type ParamValue = string | number | boolean | null | undefined;

/**
 * Drops params that are empty, null, undefined or the text 'undefined' (docs/spec/product-spec.md §5 'Query
 * building'): the original web client sent `q=undefined` and the server filtered on it.
 */
export function cleanParams<T extends Record<string, ParamValue>>(
  params: T,
): Partial<Record<keyof T, string>> {
  const out: Partial<Record<keyof T, string>> = {};
  for (const [key, value] of Object.entries(params) as [keyof T, ParamValue][]) {
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text === '' || text === 'undefined' || text === 'null') continue;
    out[key] = text;
  }
  return out;
}

/** A comma list (`filter`, `search`, `type`, ids…): trimmed, empty items dropped, de-duplicated. */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** Joins a list back into its wire form, with the same cleaning. */
export function joinList(values: readonly string[]): string {
  return splitList(values.join(',')).join(',');
}
