import { TranslationError } from './translator';

/** One JSON POST to a translation service, with a timeout; any failure is a TranslationError. */
export async function postJson(
  engine: string,
  url: string,
  body: unknown,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new TranslationError(`${engine} could not be reached`, { cause: error });
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    throw new TranslationError(`${engine} answered ${response.status} ${detail}`.trim());
  }
  try {
    return await response.json();
  } catch (error) {
    throw new TranslationError(`${engine} answered something that is not JSON`, { cause: error });
  }
}

/** The engine's list must have one string per input text, or it is unusable. */
export function expectTexts(engine: string, value: unknown, count: number): string[] {
  if (
    !Array.isArray(value) ||
    value.length !== count ||
    !value.every((v): v is string => typeof v === 'string')
  ) {
    throw new TranslationError(`${engine} answered an unexpected shape`);
  }
  return value;
}
