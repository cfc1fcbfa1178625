import type { FastifyRequest } from 'fastify';
import { SUMMARY_KEYWORDS } from '@shared/domain/sub-filters';
import type { LngLat } from '@shared/geo/distance';
import { parseLngLat } from '@shared/query/coordinate';
import {
  SERVICE_SEARCH_FIELDS,
  type ServiceFilter,
  type ServiceSearch,
} from '@server/db/queries/service-conditions';
import { SERVICE_SORTS, type ServiceOrder, type ServicePage } from '@server/db/queries/services';
import { parseListQuery, type ListQuery } from '@server/http/list-query';
import { HttpError } from '@server/plugins/error-handler';
import { isUuid, viewerOf } from './access';

const FILTER_KEYS = [
  'isApproved',
  'type',
  'category',
  'nearCoordinate',
  'currentCoordinate',
  'isCriticalHeader',
  'isOpen',
  'isShowAll',
  'user',
  'userType',
  '_id',
  'city',
  'state',
  'zip',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type Query = ListQuery<
  (typeof SERVICE_SORTS)[number],
  FilterKey,
  (typeof SERVICE_SEARCH_FIELDS)[number]
>;

const SPEC = {
  defaultLimit: 25,
  // `limit=0` (the web's favourites fetch) means "all" in the original; here at most this many.
  maxLimit: 500,
  sortable: SERVICE_SORTS,
  defaultSort: 'createdAt',
  filterable: FILTER_KEYS,
  searchable: SERVICE_SEARCH_FIELDS,
} as const;

/** Critical headers near me: within ~50 miles, as the original's $maxDistance of 80 km. */
const CRITICAL_RADIUS_MILES = 50;

export interface ServiceListParams {
  filter: ServiceFilter;
  order: ServiceOrder;
  page: ServicePage;
  current?: LngLat;
  openAt?: Date;
}

const ZERO = /^[-+]?0*(\.0*)?\s*\|\s*[-+]?0*(\.0*)?$/;

function point(values: string[] | undefined, key: string): LngLat | undefined {
  const text = values?.join(',');
  if (!text || ZERO.test(text)) return undefined;
  const parsed = parseLngLat(text);
  if (!parsed) throw new HttpError(400, `Parameter ${key} must be 'longitude|latitude'.`);
  return parsed;
}

function booleans(values: string[] | undefined, key: string): boolean[] | undefined {
  if (!values) return undefined;
  return values.map((v) => {
    if (v !== 'true' && v !== 'false')
      throw new HttpError(400, `Parameter ${key} must be true or false.`);
    return v === 'true';
  });
}

/** The ALL rule: asking for ALL (alone or among others) means every audience, so no condition. */
function categories(values: string[] | undefined): string[] | undefined {
  if (!values || values.includes('ALL')) return undefined;
  return values;
}

/**
 * `q` naming a sub-filter (docs/spec/api-contract.md §4.5) while `search` lists serviceSummary matches that
 * sub-filter's phrases; other text is matched literally in the listed fields. `userEmail` is
 * searched only for administrators, so nobody can probe owners' addresses.
 */
function search(query: Query, admin: boolean): ServiceSearch | undefined {
  const q = query.q;
  if (!q || query.searchFields.length === 0) return undefined;
  if (query.searchFields.includes('serviceSummary') && Object.hasOwn(SUMMARY_KEYWORDS, q)) {
    return { kind: 'keywords', keywords: SUMMARY_KEYWORDS[q as keyof typeof SUMMARY_KEYWORDS] };
  }
  const fields = query.searchFields.filter((f) => admin || f !== 'userEmail');
  return { kind: 'text', fields, q };
}

const uuids = (values: string[] | undefined) => values?.filter(isUuid);

export function serviceListParams(request: FastifyRequest, now = new Date()): ServiceListParams {
  const query = parseListQuery(request.query as Record<string, unknown>, SPEC);
  const f = query.filters;
  const viewer = viewerOf(request);
  const near = point(f.nearCoordinate, 'nearCoordinate');
  const current = point(f.currentCoordinate, 'currentCoordinate');
  // Only 'true' restricts: the original filtered even on isCriticalHeader=false (§10 #14).
  const criticalOnly = f.isCriticalHeader?.[0] === 'true';
  const filter: ServiceFilter = {
    viewer,
    now,
    ids: uuids(f._id),
    approved: booleans(f.isApproved, 'isApproved'),
    types: f.type,
    categories: categories(f.category),
    owners: uuids(f.user),
    volunteerCreated: f.userType ? f.userType.includes('VOLUNTEER') : undefined,
    cities: f.city,
    states: f.state,
    zips: f.zip,
    search: search(query, viewer.admin),
    criticalOnly,
    showAll: f.isShowAll?.[0] === 'true',
    within: criticalOnly && near ? { point: near, miles: CRITICAL_RADIUS_MILES } : undefined,
  };
  const order: ServiceOrder =
    near && query.sort !== 'likes'
      ? { kind: 'near', point: near }
      : { kind: 'column', sort: query.sort, direction: query.direction };
  return {
    filter,
    order,
    page: { limit: query.limit, skip: query.skip },
    current,
    openAt: f.isOpen?.[0] === 'true' ? now : undefined,
  };
}
