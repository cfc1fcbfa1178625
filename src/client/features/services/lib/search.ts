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

/** A search's matches over one list. */
export interface WordMatches {
  /** The matching ids in rank order (filterByWords). */
  ids: string[];
  /** Where each match is in the list searched, ascending: what a narrower search rescans. */
  at: number[];
  words: readonly string[];
}

/**
 * Every text holding all of `words` holds all of `before` (each earlier word is inside one of
 * the new ones): typing a letter, or another word, narrows the matches, so only they are
 * scanned again.
 */
export function narrows(before: readonly string[], words: readonly string[]): boolean {
  return before.every((old) => words.some((word) => word.includes(old)));
}

/**
 * The matches of `words` among `ids` (filterByWords), looking only at the positions `within`
 * when given: the matches of an earlier search that `words` narrows (`narrows`). The answer is
 * the same as a whole scan's, since no text outside them can match.
 */
export function matchWords(
  ids: readonly string[],
  texts: readonly string[],
  words: readonly string[],
  within?: readonly number[],
): WordMatches {
  const at: number[] = [];
  const ranks: number[] = [];
  const counts = [0, 0, 0];
  const scan = (i: number) => {
    const rank = matchRank(texts[i] ?? '', words);
    if (rank < 0) return;
    at.push(i);
    ranks.push(rank);
    counts[rank]!++;
  };
  if (within) for (const i of within) scan(i);
  else for (let i = 0; i < ids.length; i++) scan(i);
  const matched = at.map((i) => ids[i]!);
  // All in one group (always so for unmarked texts): already in order, no second pass.
  if (counts.some((count) => count === matched.length)) return { ids: matched, at, words };
  // A stable counting sort by rank: one pass, one array of the exact size.
  const next = [0, counts[NAME]!, counts[NAME]! + counts[SUMMARY]!];
  const ordered = new Array<string>(matched.length);
  for (let i = 0; i < matched.length; i++) ordered[next[ranks[i]!]!++] = matched[i]!;
  return { ids: ordered, at, words };
}

/** The last search over each list's texts (kept as long as that list). */
const lastSearch = new WeakMap<readonly string[], WordMatches>();

/**
 * filterByWords for the search field: a keystroke that narrows the last search over the same
 * list (`narrows`: a letter or a word added) scans only that search's matches, not the whole list.
 */
export function narrowingSearch(
  ids: readonly string[],
  texts: readonly string[],
  words: readonly string[],
): string[] {
  if (words.length === 0) return [...ids];
  const before = lastSearch.get(texts);
  const within = before && narrows(before.words, words) ? before.at : undefined;
  const found = matchWords(ids, texts, words, within);
  lastSearch.set(texts, found);
  return found.ids;
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
  return matchWords(ids, texts, words).ids;
}
