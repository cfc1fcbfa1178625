import { z } from 'zod';
import { apiErrorBody } from './error';

/** `{message}`: what a write that has nothing else to say answers (docs/spec/api-contract.md §12). */
export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

/** `{count}`: every `/count` route of the list query language (docs/spec/api-contract.md §0.8). */
export const countBody = z.object({ count: z.number().int() });
export type CountBody = z.infer<typeof countBody>;

/** A GeoJSON point, `[lng, lat]`. */
export const geoPoint = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]),
});

/** An ISO 8601 instant as the API writes it (`Date.prototype.toISOString`). */
export const isoDate = z.string();

/** The fields every stored record carries on the wire. */
export const recordStamps = { id: z.string(), createdAt: isoDate, updatedAt: isoDate };

/**
 * The `{code, message}` body (error.ts) for each status given: a route's `response` spreads
 * this beside its success bodies. The errors every route of a kind answers (401/403 behind a
 * guard, 400 for input, 429, 500) are added in one place on the server (response-contract.ts).
 */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof apiErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorBody])) as Record<
    S,
    typeof apiErrorBody
  >;
}

/** 304 Not Modified: no body (the ETag matched). */
export const notModified = z.void().describe('Not modified: the copy you hold is current.');

/** A redirect: no body, the `location` header says where. */
export const redirect = z.void().describe('A redirect: the location header says where.');
