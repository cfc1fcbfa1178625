import { FEEDBACK_TYPES, type FeedbackType } from '@shared/domain/enums';
import { isUuid } from '@server/db/queries/synced-table-queries';
import {
  FEEDBACK_FILTERS,
  FEEDBACK_SEARCH,
  FEEDBACK_SORTS,
  type FeedbackQuery,
} from '@server/db/queries/feedbacks';
import { parseListQuery } from '@server/http/list-query';
import { HttpError } from '@server/plugins/error-handler';

function booleans(values: string[] | undefined): boolean[] | undefined {
  return values?.map((value) => {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    throw new HttpError(400, 'Parameter isArchive must be true or false.');
  });
}

/**
 * The feedback tabs as list queries (docs/spec/product-spec.md §2): `filter=type&type=APP`,
 * `filter=isArchive&isArchive=true`. Values are checked here so a typo is a 400, not an empty tab.
 */
export function parseFeedbackQuery(query: Record<string, unknown>): FeedbackQuery {
  const { filters, ...rest } = parseListQuery(query, {
    defaultLimit: 25,
    maxLimit: 100,
    sortable: FEEDBACK_SORTS,
    defaultSort: 'createdAt',
    filterable: FEEDBACK_FILTERS,
    searchable: FEEDBACK_SEARCH,
  });
  const types = filters.type?.map((value) => {
    if (!(FEEDBACK_TYPES as readonly string[]).includes(value)) {
      throw new HttpError(400, `Parameter type must be one of: ${FEEDBACK_TYPES.join(', ')}.`);
    }
    return value as FeedbackType;
  });
  if (filters.service?.some((id) => !isUuid(id))) {
    throw new HttpError(400, 'Parameter service must hold service ids.');
  }
  return { ...rest, types, isArchive: booleans(filters.isArchive), serviceIds: filters.service };
}
