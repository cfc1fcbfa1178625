// Field builders shared by the form schemas, so one rule has one implementation: every failure
// carries a message id of messages.ts as its zod message.
import { z } from 'zod';
import { PASSWORD_MIN } from '@shared/query/constants';
import { MESSAGES, type MessageId } from './messages';
import { TEXT_MAX, tooLongMessage, WITHOUT_CONTROL_CHARACTERS } from './text-limits';

/** Blank text means "not given": forms send '' for an empty input, stored records send null. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

export interface TextOptions {
  /** A TEXT_MAX entry gets its shared too-long id; any other maximum needs `tooLong`. */
  max?: number;
  /** The message when the value is not text at all. */
  error?: string;
  /** The message over `max`; defaults to the id of that maximum. */
  tooLong?: string;
  /** Passwords keep their spaces (see `password`). */
  trim?: boolean;
}

/**
 * The one string every input text is built on (docs/api.md "Text input"): trimmed, refused when it holds a control
 * character other than tab, line feed or carriage return (PostgreSQL cannot store U+0000), and at
 * most `max` characters. Every body, query and path string of every route builds on it; a test
 * walks the routes' schemas to keep it so (tests/server/api/text-rules.test.ts).
 */
export function text({
  max = TEXT_MAX.LINE,
  error = MESSAGES.GENERIC,
  tooLong,
  trim = true,
}: TextOptions = {}) {
  const base = z.string({ error });
  return (trim ? base.trim() : base)
    .regex(WITHOUT_CONTROL_CHARACTERS, { error: MESSAGES.CONTROL_CHARACTERS })
    .max(max, { error: tooLong ?? tooLongMessage(max) });
}

/** Required text, trimmed; missing, blank or not text all show `message`. */
export function requiredText(message: MessageId, max: number = TEXT_MAX.LINE, tooLong?: MessageId) {
  return text({ max, error: message, tooLong }).min(1, { error: message });
}

/** Optional free text, trimmed; '' is kept so that an edit can clear a field. */
export function optionalText(max: number = TEXT_MAX.LINE, tooLong?: MessageId) {
  return text({ max, tooLong }).nullish();
}

/** Required email: trimmed and lower-cased before the check (docs/spec/product-spec.md §5, docs/spec/api-contract.md §12). */
export function requiredEmail(message: MessageId = MESSAGES.EMAIL_REQUIRED) {
  return requiredText(message, TEXT_MAX.EMAIL)
    .toLowerCase()
    .pipe(z.email({ error: MESSAGES.EMAIL_INVALID }));
}

/** Optional email: blank is allowed, anything else must be a valid address (docs/spec/product-spec.md §5). */
export function optionalEmail() {
  return text({ max: TEXT_MAX.EMAIL, error: MESSAGES.EMAIL_INVALID })
    .toLowerCase()
    .pipe(z.union([z.literal(''), z.email({ error: MESSAGES.EMAIL_INVALID })]))
    .nullish();
}

// No `abort: true` anywhere: an explicitly aborted issue stops every `when` check of the form, and
// fieldErrors() shows only the first failure of a field anyway.

/**
 * Passwords are never trimmed: the original trimmed at sign-up but not at sign-in, which locked out
 * anyone whose password ended in a space (docs/spec/api-contract.md §2.1).
 */
export function password(required: MessageId) {
  return text({ max: TEXT_MAX.LINE, error: required, trim: false })
    .min(1, { error: required })
    .min(PASSWORD_MIN, { error: MESSAGES.PASSWORD_MIN_LENGTH });
}

/**
 * Phones are free text (crisis lines have numbers like 988); only the length of the US mask
 * (docs/spec/product-spec.md §9) is enforced.
 */
export function optionalPhone() {
  return optionalText(TEXT_MAX.PHONE);
}

export function requiredPhone(message: MessageId) {
  return requiredText(message, TEXT_MAX.PHONE);
}

/** Description: required, at most DESCRIPTION_MAX UTF-16 units, as a textarea's maxlength counts. */
export function requiredDescription() {
  return requiredText(
    MESSAGES.DESCRIPTION_REQUIRED,
    TEXT_MAX.DESCRIPTION,
    MESSAGES.DESCRIPTION_TOO_LONG,
  );
}

export function optionalDescription() {
  return optionalText(TEXT_MAX.DESCRIPTION, MESSAGES.DESCRIPTION_TOO_LONG);
}

/** Booleans from checkboxes; absent means unticked. */
export function flag() {
  return z.boolean({ error: MESSAGES.GENERIC }).optional();
}

export interface CountOptions {
  /** Missing or not a number. */
  required: MessageId;
  min: number;
  tooSmall: MessageId;
  /** A fraction; defaults to `tooSmall`. */
  notWhole?: MessageId;
}

/** '' and null are "not given"; typed text becomes a number ('abc' → NaN, rejected as missing). */
function toCount(value: unknown): unknown {
  const blank = blankToUndefined(value);
  return typeof blank === 'string' ? Number(blank) : blank;
}

function countNumber(options: CountOptions) {
  return z
    .number({ error: options.required })
    .int({ error: options.notWhole ?? options.tooSmall })
    .min(options.min, { error: options.tooSmall });
}

/**
 * A whole count typed in a number input (text) or sent as JSON (number). Compared as a number
 * afterwards: the original compared bed counts as text, so 10 < 9 (docs/spec/forms-and-messages.md D.1).
 */
export function count(options: CountOptions) {
  return z.preprocess(toCount, countNumber(options));
}

/** A count that may be left empty ('' and null included). */
export function optionalCount(options: CountOptions) {
  return z.preprocess(toCount, countNumber(options).optional());
}

/** An ISO 8601 instant with a zone (`observedAt`, `criticalExpiredAt`). */
export function isoInstant(message: MessageId) {
  return text({ max: TEXT_MAX.SHORT, error: message }).pipe(
    z.iso.datetime({ offset: true, error: message }),
  );
}

/**
 * A `when` for cross-field checks: run them only if the fields they read parsed cleanly, so a form
 * shows every field's error in one submit (zod skips refinements after any issue by default).
 * An issue on the whole value (not an object at all: an array, a string, null) stops them too.
 */
export function whenValid(...fields: readonly string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }): boolean =>
    payload.issues.every(
      (issue) => (issue.path?.length ?? 0) > 0 && !fields.includes(String(issue.path?.[0])),
    );
}
