import { SEARCH_TEXT_MAX } from '@shared/query/constants';
import { splitList } from '@shared/query/params';
import { MESSAGES } from '@shared/validation/messages';
import { hasControlCharacter } from '@shared/validation/text-limits';
import { HttpError, invalidInput } from '@server/plugins/error-handler';

/**
 * The list query language of docs/spec/api-contract.md §0.8 as section 12 keeps it: limit/skip paging,
 * sort/direction, `search` fields + `q` (matched literally), and `filter` naming other params
 * whose values are comma lists meaning "any of". A blank value counts as missing (no condition),
 * as the client drops empty params (docs/spec/product-spec.md §5).
 */
export interface ListQuery<S extends string, F extends string, K extends string> {
  limit: number;
  skip: number;
  sort: S;
  direction: 'asc' | 'desc';
  searchFields: K[];
  q: string | undefined;
  filters: Partial<Record<F, string[]>>;
}

export interface ListQuerySpec<S extends string, F extends string, K extends string> {
  defaultLimit: number;
  /** `limit=0` means "no limit" in the original; here it means this many. */
  maxLimit: number;
  sortable: readonly S[];
  defaultSort: S;
  filterable: readonly F[];
  searchable: readonly K[];
  defaultSearch?: readonly K[];
}

type Query = Record<string, unknown>;

function single(query: Query, key: string): string | undefined {
  const value = query[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string')
    throw new HttpError(400, `Parameter ${key} must be given once, as text.`);
  // The input rule of every text (src/shared/validation/text-limits.ts), for the list parameters,
  // which are read here rather than by a zod schema.
  if (hasControlCharacter(value)) throw invalidInput(key, MESSAGES.CONTROL_CHARACTERS);
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'undefined' || trimmed === 'null' ? undefined : trimmed;
}

function integer(query: Query, key: string, fallback: number): number {
  const text = single(query, key);
  if (text === undefined) return fallback;
  if (!/^\d{1,9}$/.test(text)) throw new HttpError(400, `Parameter ${key} must be a whole number.`);
  return Number(text);
}

/**
 * The search text, bounded: it becomes an ILIKE '%…%' pattern over every listed field, whose cost
 * grows with its length, on every list (docs/architecture.md "The place search").
 */
function searchText(query: Query): string | undefined {
  const q = single(query, 'q');
  if (q !== undefined && q.length > SEARCH_TEXT_MAX) {
    throw new HttpError(400, `Parameter q must be at most ${SEARCH_TEXT_MAX} characters.`);
  }
  return q;
}

export function parseListQuery<S extends string, F extends string, K extends string>(
  query: Query,
  spec: ListQuerySpec<S, F, K>,
): ListQuery<S, F, K> {
  const rawLimit = integer(query, 'limit', spec.defaultLimit);
  const limit = rawLimit === 0 ? spec.maxLimit : Math.min(rawLimit, spec.maxLimit);
  const sortText = single(query, 'sort') ?? spec.defaultSort;
  if (!(spec.sortable as readonly string[]).includes(sortText)) {
    throw new HttpError(400, `Parameter sort must be one of: ${spec.sortable.join(', ')}.`);
  }
  const requested = splitList(single(query, 'search'));
  const searchFields = (requested.length ? requested : (spec.defaultSearch ?? [])).filter(
    (f): f is K => (spec.searchable as readonly string[]).includes(f),
  );
  const filters: Partial<Record<F, string[]>> = {};
  for (const key of splitList(single(query, 'filter'))) {
    if (!(spec.filterable as readonly string[]).includes(key)) continue;
    const values = splitList(single(query, key));
    if (values.length) filters[key as F] = values;
  }
  return {
    limit,
    skip: integer(query, 'skip', 0),
    sort: sortText as S,
    direction: single(query, 'direction') === 'desc' ? 'desc' : 'asc',
    searchFields,
    q: searchText(query),
    filters,
  };
}
