import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { LngLat } from '@shared/geo/distance';
import { DEFAULT_SEARCH_FIELDS, SEARCH_SCREEN_FIELDS } from '@shared/query/constants';
import { services } from '../schema';
import { escapeLike } from './like';

/** Who asks: decides which unapproved services they may see (docs/spec/api-contract.md §12). */
export interface ServiceViewer {
  userId: string | null;
  admin: boolean;
  lead: boolean;
}

/** Every field a service search may name: docs/spec/product-spec.md §9's default fields and the search screen's. */
export type ServiceSearchField =
  (typeof DEFAULT_SEARCH_FIELDS)[number] | (typeof SEARCH_SCREEN_FIELDS)[number];
export const SERVICE_SEARCH_FIELDS: readonly ServiceSearchField[] = [
  ...new Set<ServiceSearchField>([...DEFAULT_SEARCH_FIELDS, ...SEARCH_SCREEN_FIELDS]),
];

/** `search` + `q` matched literally, or the sub-filter phrases of a `q` that names one. */
export type ServiceSearch =
  | { kind: 'text'; fields: ServiceSearchField[]; q: string }
  | { kind: 'keywords'; keywords: readonly string[] };

/** Every condition of GET /services and its count; they all combine with AND (docs/spec/api-contract.md §12). */
export interface ServiceFilter {
  viewer: ServiceViewer;
  now: Date;
  ids?: string[];
  approved?: boolean[];
  types?: string[];
  /** Specific categories asked for; undefined means every audience (the ALL rule). */
  categories?: string[];
  owners?: string[];
  volunteerCreated?: boolean;
  cities?: string[];
  states?: string[];
  zips?: string[];
  search?: ServiceSearch;
  criticalOnly: boolean;
  showAll: boolean;
  /** Only services within this many miles of `near` (critical headers near me). */
  within?: { point: LngLat; miles: number };
}

const searchColumn = (field: ServiceSearchField): SQL =>
  field === 'category'
    ? sql`array_to_string(${services.category}, ' ')`
    : sql`coalesce(${services[field]}, '')`;

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function searchCondition(search: ServiceSearch | undefined): SQL | undefined {
  if (!search) return undefined;
  if (search.kind === 'keywords') {
    // Whole words and phrases (\m…\M), so 'Transit' does not match 'Transitional'. The phrases are
    // our constants, not user text, so a pattern is safe here.
    const pattern = `\\m(${search.keywords.map(regexEscape).join('|')})\\M`;
    return sql`${services.serviceSummary} ~* ${pattern}`;
  }
  if (search.fields.length === 0) return undefined;
  const pattern = `%${escapeLike(search.q)}%`;
  return or(...search.fields.map((f) => ilike(searchColumn(f), pattern)));
}

/** Unapproved services only for administrators, their owners and (volunteer-created) leads. */
function visibility(viewer: ServiceViewer): SQL | undefined {
  if (viewer.admin) return undefined;
  return or(
    eq(services.isApproved, true),
    viewer.userId ? eq(services.userId, viewer.userId) : undefined,
    viewer.lead ? eq(services.addedByVolunteer, true) : undefined,
  );
}

const lower = (values: string[]) => values.map((v) => v.toLowerCase());
const textIn = (column: SQL, values: string[] | undefined) =>
  values ? inArray(sql`lower(${column})`, lower(values)) : undefined;

export const earthOf = (p: LngLat) => sql`ll_to_earth(${p.lat}::float8, ${p.lng}::float8)`;
export const serviceEarth = sql`ll_to_earth(${services.lat}, ${services.lng})`;

function withinCondition(within: ServiceFilter['within']): SQL | undefined {
  if (!within) return undefined;
  const meters = within.miles * 1609.344;
  // earth_box uses the GiST index; earth_distance trims the box's corners.
  return sql`earth_box(${earthOf(within.point)}, ${meters}::float8) @> ${serviceEarth}
    AND earth_distance(${earthOf(within.point)}, ${serviceEarth}) <= ${meters}::float8`;
}

export function serviceConditions(f: ServiceFilter): SQL | undefined {
  return and(
    visibility(f.viewer),
    f.ids ? (f.ids.length ? inArray(services.id, f.ids) : sql`false`) : undefined,
    f.approved ? inArray(services.isApproved, f.approved) : undefined,
    f.types ? sql`${services.type} && ${sqlTextArray(f.types)}` : undefined,
    // A service for ALL audiences serves every specific one too (stored as all eight, old rows
    // as ['ALL'] alone).
    f.categories
      ? sql`${services.category} && ${sqlTextArray([...f.categories, 'ALL'])}`
      : undefined,
    f.owners ? (f.owners.length ? inArray(services.userId, f.owners) : sql`false`) : undefined,
    f.volunteerCreated === undefined
      ? undefined
      : eq(services.addedByVolunteer, f.volunteerCreated),
    textIn(sql`${services.city}`, f.cities),
    textIn(sql`${services.state}`, f.states),
    textIn(sql`${services.zip}`, f.zips),
    searchCondition(f.search),
    f.criticalOnly
      ? sql`${services.isCriticalHeader} AND (${services.isCriticalNeverExpire} OR ${services.criticalExpiredAt} > ${f.now.toISOString()}::timestamptz)`
      : undefined,
    f.showAll
      ? undefined
      : sql`NOT (${services.closeSchedules} @> '[{"type":"PERMANENTLY_CLOSED"}]'::jsonb)`,
    withinCondition(f.within),
  );
}

/** A text[] parameter that both drivers bind the same way. */
export function sqlTextArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}
