import type { z } from 'zod';
import { MESSAGES } from './messages';

/** Field path (`email`, `schedules.0.endTime`) → the message id of its first failure. */
export type FieldErrors = Record<string, string>;

function pathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * The issues in form order: by the position of their top-level field in `fieldOrder` (a form's
 * fields top to bottom), then as zod reported them. Cross-field checks run after the field checks,
 * so without an order 'Please select at least one Service.' could come before 'Please input Name.'.
 */
function ordered(error: z.ZodError, fieldOrder: readonly string[]): z.core.$ZodIssue[] {
  const rank = (issue: z.core.$ZodIssue): number => {
    const index = fieldOrder.indexOf(String(issue.path[0] ?? ''));
    return index === -1 ? fieldOrder.length : index;
  };
  // Array#sort is stable, so issues of one field keep zod's order (the rule order of the field).
  return [...error.issues].sort((a, b) => rank(a) - rank(b));
}

/**
 * For forms: each field's first failure, keys in field order (docs/spec/forms-and-messages.md D: only the first
 * failing rule of a field is shown). Form-wide issues (empty path) are keyed ''.
 */
export function fieldErrors(error: z.ZodError, fieldOrder: readonly string[] = []): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of ordered(error, fieldOrder)) {
    const key = pathKey(issue.path);
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * For the API's single `{code, message}` (docs/spec/api-contract.md §12): the first failure, in field order.
 * The message is the bare id, never prefixed with a path, so the client can translate it.
 */
export function firstIssueMessage(error: z.ZodError, fieldOrder: readonly string[] = []): string {
  return ordered(error, fieldOrder)[0]?.message ?? MESSAGES.GENERIC;
}
