export type ParseResult<T, E extends string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Thrown by the `…OrThrow` parsers; `code` is the same stable code the result variant returns. */
export class ScheduleParseError extends Error {
  override readonly name = 'ScheduleParseError';

  constructor(
    readonly code: string,
    readonly input: string,
  ) {
    super(`${code}: cannot read ${JSON.stringify(input)}`);
  }
}

export function unwrap<T, E extends string>(result: ParseResult<T, E>, input: string): T {
  if (result.ok) return result.value;
  throw new ScheduleParseError(result.error, input);
}
