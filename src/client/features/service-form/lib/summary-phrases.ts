import { matchesSubFilter, SUMMARY_KEYWORDS, type SubFilterKey } from '@shared/domain/sub-filters';

// A service appears under a home sub-filter when its serviceSummary holds one of that filter's
// phrases (src/shared/domain/sub-filters.ts). The form's sub-filter boxes edit the summary, so
// what the provider ticks is exactly what the home screen matches.

const split = (summary: string) =>
  summary
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The summary with the filter's main phrase added, or with every phrase of it removed. */
export function toggleSummaryPhrase(summary: string, key: SubFilterKey, on: boolean): string {
  const parts = split(summary);
  if (on) {
    if (matchesSubFilter(summary, key)) return summary;
    return [...parts, SUMMARY_KEYWORDS[key][0]].join(', ');
  }
  return parts.filter((part) => !matchesSubFilter(part, key)).join(', ');
}
