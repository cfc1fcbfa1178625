import { foldSearchText, SEARCH_FIELD_SEPARATOR } from '@shared/domain/search-text';

// The mirror's search text is '<name>␟<summaries>␟<the rest>' (serviceSearchFields). Texts
// without the marks are searched the same way and keep the list's order.
export { SEARCH_FIELD_SEPARATOR };

/** Rank of a match: every word in the name, else in the name or the summaries, else anywhere. */
const NAME = 0;
const SUMMARY = 1;
const REST = 2;

/** The words of a search, folded like the stored text (case and accents ignored). */
export function searchWords(query: string): string[] {
  const folded = foldSearchText(query.replaceAll(SEARCH_FIELD_SEPARATOR, ' '));
  return folded === '' ? [] : folded.split(' ');
}

/** Every word must occur somewhere in the folded text. */
export function matchesWords(text: string, words: readonly string[]): boolean {
  return matchRank(text, words) >= 0;
}

/**
 * -1 when a word is missing, else the field of the worst-placed word (NAME, SUMMARY or REST).
 * A word's first occurrence decides, as the name comes first and the summaries second: one
 * indexOf per word, the same work as a plain "contains" test.
 */
export function matchRank(text: string, words: readonly string[]): number {
  let rank = NAME;
  // Found lazily: most texts never match, and those pay nothing for the ranking.
  let nameEnd = -2;
  let summaryEnd = -2;
  for (const word of words) {
    const at = text.indexOf(word);
    if (at < 0) return -1;
    if (rank === REST) continue;
    if (nameEnd === -2) nameEnd = text.indexOf(SEARCH_FIELD_SEPARATOR);
    // Unmarked text: everything counts as REST, so the list's order stands.
    if (nameEnd < 0) rank = REST;
    else if (at > nameEnd) {
      if (summaryEnd === -2) summaryEnd = text.indexOf(SEARCH_FIELD_SEPARATOR, nameEnd + 1);
      rank = at < summaryEnd ? SUMMARY : REST;
    }
  }
  return rank;
}

/**
 * Keeps the ids whose text matches every word: name matches first, then summary matches, then
 * the rest, each group in the given order (the home list's: newest first, or nearest first when
 * the location is known). `texts[i]` is the folded text of `ids[i]`, prepared once per list so a
 * keystroke is a plain scan (no lookups, no folding).
 */
export function filterByWords(
  ids: readonly string[],
  texts: readonly string[],
  words: readonly string[],
): string[] {
  if (words.length === 0) return [...ids];
  const matched: string[] = [];
  const ranks: number[] = [];
  const counts = [0, 0, 0];
  for (let i = 0; i < ids.length; i++) {
    const rank = matchRank(texts[i] ?? '', words);
    if (rank < 0) continue;
    matched.push(ids[i]!);
    ranks.push(rank);
    counts[rank]!++;
  }
  // All in one group (always so for unmarked texts): already in order, no second pass.
  if (counts.some((count) => count === matched.length)) return matched;
  // A stable counting sort by rank: one pass, one array of the exact size.
  const next = [0, counts[NAME]!, counts[NAME]! + counts[SUMMARY]!];
  const ordered = new Array<string>(matched.length);
  for (let i = 0; i < matched.length; i++) ordered[next[ranks[i]!]!++] = matched[i]!;
  return ordered;
}
