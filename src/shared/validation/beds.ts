// A shelter's bed count update (docs/spec/product-spec.md §4 'Bed count', §9; docs/spec/api-contract.md §12 'Beds').
import { z } from 'zod';
import { count, isoInstant, whenValid } from './fields';
import { MESSAGES } from './messages';

/**
 * One update: 0 ≤ availableBeds ≤ totalBeds, as numbers, and when the count was observed (on the
 * device: an offline update replays later but keeps its time). The total is the one the person
 * saw; the server still checks the available count against the total it stores.
 */
export const bedUpdateSchema = z
  .object({
    availableBeds: count({
      required: MESSAGES.AVAILABLE_BEDS_MIN,
      min: 0,
      tooSmall: MESSAGES.AVAILABLE_BEDS_MIN,
      notWhole: MESSAGES.BEDS_WHOLE_NUMBER,
    }),
    totalBeds: count({
      required: MESSAGES.TOTAL_BEDS_MIN,
      min: 1,
      tooSmall: MESSAGES.TOTAL_BEDS_MIN,
      notWhole: MESSAGES.BEDS_WHOLE_NUMBER,
    }),
    observedAt: isoInstant(MESSAGES.GENERIC),
  })
  .refine((beds) => beds.availableBeds <= beds.totalBeds, {
    error: MESSAGES.BEDS_AVAILABLE_OVER_TOTAL,
    path: ['availableBeds'],
    when: whenValid('availableBeds', 'totalBeds'),
  });
export type BedUpdate = z.output<typeof bedUpdateSchema>;

/** The same rule for the +/− buttons, which revert instead of saving (docs/spec/product-spec.md §4). */
export function bedsWithinTotal(availableBeds: number, totalBeds: number): boolean {
  return Number.isInteger(availableBeds) && availableBeds >= 0 && availableBeds <= totalBeds;
}
