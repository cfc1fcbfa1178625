import { z } from 'zod';

/** The one error body of the API (api-contract §12). */
export const apiErrorBody = z.object({
  code: z.number().int(),
  message: z.string(),
  /** The field a validation error is about (dot path), when there is one. */
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
