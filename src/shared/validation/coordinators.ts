// A region's coordinators (docs/spec/product-spec.md §5 'Coordinator screen'; fields from the regional
// coordinators table: name, email, phone).
import { z } from 'zod';
import { optionalEmail, optionalPhone, requiredText } from './fields';
import { MESSAGES } from './messages';

export const coordinatorSchema = z.object({
  name: requiredText(MESSAGES.COORDINATOR_NAME_REQUIRED),
  email: optionalEmail(),
  phone: optionalPhone(),
});
export type Coordinator = z.output<typeof coordinatorSchema>;

/** At least one coordinator, each name once per region (the table is unique by region and name). */
export const coordinatorListSchema = z
  .array(coordinatorSchema, { error: MESSAGES.COORDINATOR_REQUIRED })
  .min(1, { error: MESSAGES.COORDINATOR_REQUIRED })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((coordinator, index) => {
      const key = coordinator.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: MESSAGES.COORDINATOR_DUPLICATE,
        });
      }
      seen.add(key);
    });
  });
export type CoordinatorList = z.output<typeof coordinatorListSchema>;
