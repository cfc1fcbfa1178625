import type { z } from 'zod';
import { crisisLineSchema } from '@shared/validation/crisis-line';
import { optionalText } from '@shared/validation/fields';
import { parseListQuery } from '@server/http/list-query';
import {
  CRISIS_LINE_FILTERS,
  CRISIS_LINE_SEARCH,
  CRISIS_LINE_SORTS,
  type CrisisLineValues,
} from '@server/db/queries/crisis-lines';

/** The shared form schema plus our Spanish texts, which the original clients never send. */
export const crisisLineBody = crisisLineSchema.extend({
  descriptionEs: optionalText(),
  hoursEs: optionalText(),
});
export type CrisisLineInput = z.output<typeof crisisLineBody>;

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/**
 * Columns from a body. Ranking follows the original rule (national lines first: 1 for 'USA');
 * the client sorts the directory by it (docs/spec/product-spec.md §2).
 */
export function crisisLineValues(
  body: CrisisLineInput,
  point: { lat: number; lng: number } | null,
): CrisisLineValues {
  return {
    name: body.name,
    description: body.description,
    descriptionEs: blankToNull(body.descriptionEs),
    area: body.area,
    hours: body.time,
    hoursEs: blankToNull(body.hoursEs),
    phone: body.phone,
    text: blankToNull(body.text),
    chatWebLink: blankToNull(body.chatWebLink),
    website: blankToNull(body.website),
    ranking: body.area.trim().toUpperCase() === 'USA' ? 1 : 0,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
  };
}

export const parseCrisisLineQuery = (query: Record<string, unknown>) =>
  parseListQuery(query, {
    defaultLimit: 25,
    maxLimit: 500,
    sortable: CRISIS_LINE_SORTS,
    defaultSort: 'createdAt',
    filterable: CRISIS_LINE_FILTERS,
    searchable: CRISIS_LINE_SEARCH,
  });
