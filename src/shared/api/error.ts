import { z } from 'zod';

/** The one error body of the API (api-contract §12). */
export const apiErrorBody = z.object({ code: z.number().int(), message: z.string() });
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
