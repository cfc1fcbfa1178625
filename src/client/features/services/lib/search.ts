import { foldSearchText } from '../../../../shared/domain/search-text';

/** The words of a search, folded like the stored text (case and accents ignored). */
export function searchWords(query: string): string[] {
  const folded = foldSearchText(query);
  return folded === '' ? [] : folded.split(' ');
}

/** Every word must occur somewhere in the folded text. */
export function matchesWords(text: string, words: readonly string[]): boolean {
  for (const word of words) if (!text.includes(word)) return false;
  return true;
}

/**
 * Keeps the ids whose text matches every word, in their given order. `texts[i]` is the folded
 * text of `ids[i]`, prepared once per list so a keystroke is a plain scan (no lookups, no folding).
 */
export function filterByWords(
  ids: readonly string[],
  texts: readonly string[],
  words: readonly string[],
): string[] {
  if (words.length === 0) return [...ids];
  const out: string[] = [];
  for (let i = 0; i < ids.length; i++) if (matchesWords(texts[i] ?? '', words)) out.push(ids[i]!);
  return out;
}
