import { z } from 'zod';
import { apiErrorBody } from '@shared/api/error';
import { SEARCH_TEXT_MAX } from '@shared/query/constants';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';

/**
 * Response contracts of the HSDS routes. A service is an open object here: its shape is the
 * official HSDS 3.0 JSON Schema, which the tests check every answer against (tests/fixtures/hsds).
 */
export const hsdsServiceBody = z.looseObject({
  id: z.string(),
  name: z.string(),
  status: z.string(),
});

export const hsdsPageBody = z.object({
  total_items: z.number().int(),
  total_pages: z.number().int(),
  page_number: z.number().int(),
  size: z.number().int(),
  first_page: z.boolean(),
  last_page: z.boolean(),
  empty: z.boolean(),
  contents: z.array(hsdsServiceBody),
});

export const hsdsMetaBody = z.object({
  version: z.literal('3.0'),
  profile: z.string(),
  openapi_url: z.string(),
});

const flag = z.enum(['true', 'false']).optional();

export const hsdsServicesQuery = z.object({
  // Reaches the same pattern query as the service list's q, so the same bound (docs/architecture.md "The place search").
  search: text({ max: SEARCH_TEXT_MAX }).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
  modified_after: text({ max: TEXT_MAX.SHORT })
    .pipe(z.iso.datetime({ offset: true }).or(z.iso.date()))
    .optional(),
  taxonomy_term_id: text({ max: TEXT_MAX.SHORT }).optional(),
  taxonomy_id: text({ max: TEXT_MAX.SHORT }).optional(),
  organization_id: text({ max: TEXT_MAX.SHORT }).optional(),
  format: z.enum(['json']).optional(),
  minimal: flag,
  full: flag,
});

/** The id of a listing or an import job in a path. */
export const hsdsIdParams = z.object({ id: text({ max: TEXT_MAX.SHORT }) });

export const errorResponses = {
  400: apiErrorBody,
  401: apiErrorBody,
  403: apiErrorBody,
  404: apiErrorBody,
};
