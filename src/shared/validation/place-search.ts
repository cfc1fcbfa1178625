// POST /api/services/search-city-or-zip (docs/spec/product-spec.md §7). The keyword is bounded: it reaches a
// prefix range and a likeness query (docs/architecture.md "The place search"), and no place name is longer.
import { z } from 'zod';
import { PLACE_KEYWORD_MAX } from '@shared/query/constants';
import { text } from './fields';

export const placeSearchSchema = z.object({ keyword: text({ max: PLACE_KEYWORD_MAX }) });
export type PlaceSearchBody = z.output<typeof placeSearchSchema>;
