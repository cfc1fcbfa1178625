import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '@shared/validation/errors';

/** Field path → first message id, or {} when the value passes. */
export function errorsOf(
  schema: z.ZodType,
  value: unknown,
  order?: readonly string[],
): FieldErrors {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error, order);
}

/** The parsed value; fails the test with the messages when the value does not pass. */
export function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(JSON.stringify(fieldErrors(result.error)));
  return result.data;
}
