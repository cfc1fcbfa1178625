import { z } from 'zod';
import { API_ERROR_REASONS } from './error-reasons';

export {
  API_ERROR_REASONS,
  isApiErrorReason,
  reasonOfStatus,
  type ApiErrorReason,
} from './error-reasons';

/** The words as a zod enum: the error body's `reason`, in the OpenAPI document too. */
export const apiErrorReason = z.enum(API_ERROR_REASONS);

/**
 * The one error body of the API (docs/spec/api-contract.md §12). `code` (the HTTP status) and `message` (stable
 * English) are what ShelterApp clients read; `reason` is the machine word. It is not named `error`
 * (Fastify's reason phrase) nor `name` (the original's `"HttpError"`), so neither kind of client
 * misreads it.
 */
export const apiErrorBody = z.object({
  code: z.number().int(),
  message: z.string(),
  reason: apiErrorReason,
  /** The field a validation error is about (dot path), when there is one. */
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
