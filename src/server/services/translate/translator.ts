/** The two languages of the app (docs/spec/product-spec.md §1). */
export type Language = 'en' | 'es';

/**
 * One machine-translation engine (docs/translation.md). `translate` answers one text per input text,
 * in order, or rejects with a TranslationError; it never answers a partial list.
 */
export interface Translator {
  readonly name: string;
  translate(texts: string[], source: Language, target: Language): Promise<string[]>;
}

/** The engine is missing, failed, timed out or answered something unusable. */
export class TranslationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TranslationError';
  }
}

/** The same list back when nothing has to be translated (same language, or no text at all). */
export function nothingToDo(texts: string[], source: Language, target: Language): boolean {
  return source === target || texts.every((t) => t.trim() === '');
}
