/**
 * Folds text for search: lower case, no accents, single spaces — so 'Café', 'cafe' and 'CAFÉ'
 * match in English and Spanish alike. The server stores it; the offline search uses it too.
 */
export function foldSearchText(text: string): string {
  return text
    .replace(NON_ASCII_RUN, foldRun)
    .replace(ASCII_DIACRITICS, '')
    .toLowerCase()
    .replace(WHITESPACE_TO_FOLD, ' ')
    .trim();
}

/*
 * What `/\s+/g` → ' ' gives, without replacing each single space by a space: a service's text
 * has a space between every two words, and replacing all ~2 million of them in a first sync's
 * 19,000 services took 78 of the fold's ~210 ms (Node, 13 MB of text; 21 ms this way). The runs go
 * first, so a tab followed by a space is one match.
 */
const WHITESPACE_TO_FOLD = /\s{2,}|[^\S ]/g;

/*
 * The same as `text.normalize('NFD').replace(/\p{Diacritic}/gu, '')`, run by run of non-ASCII
 * characters: decomposing and reordering never cross an ASCII character (each is a starter with
 * no decomposition), so the result is identical; the runs of a Spanish text ('é', 'ñ') repeat, so
 * they are decomposed once. Folding 19,000 services' search text in a first sync took about half
 * as long (docs/sync.md, "Snapshot"). The two ASCII characters that are diacritics ('^', '`') go
 * apart.
 */
const NON_ASCII_RUN = /[^\p{ASCII}]+/gu;
const ASCII_DIACRITICS = /[\^`]/g;
const foldedRuns = new Map<string, string>();
const FOLDED_RUNS_MAX = 4096;

function foldRun(run: string): string {
  let folded = foldedRuns.get(run);
  if (folded === undefined) {
    folded = run.normalize('NFD').replace(/\p{Diacritic}/gu, '');
    if (run.length <= 4 && foldedRuns.size < FOLDED_RUNS_MAX) foldedRuns.set(run, folded);
  }
  return folded;
}

/** The default service search fields of docs/spec/product-spec.md §9 (English and Spanish). */
interface DefaultSearchFields {
  name: string;
  description?: string | null;
  descriptionEs?: string | null;
  serviceSummary?: string | null;
  serviceSummaryEs?: string | null;
  address1?: string | null;
  address2?: string | null;
  phone?: string | null;
  userEmail?: string | null;
  contactEmail?: string | null;
}

/** The default service search fields of docs/spec/product-spec.md §9, folded into one string. */
export function serviceSearchText(service: DefaultSearchFields): string {
  return foldSearchText(
    [
      service.name,
      service.description,
      service.descriptionEs,
      service.serviceSummary,
      service.serviceSummaryEs,
      service.address1,
      service.address2,
      service.phone,
      service.userEmail,
      service.contactEmail,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/**
 * Between the fields of the offline mirror's search text: not whitespace and not a diacritic, so
 * folding keeps it, and no folded search word contains it.
 */
export const SEARCH_FIELD_SEPARATOR = '\u001f';

/**
 * The offline mirror's search text: '<name>␟<summaries>␟<the rest>', each part folded, so the
 * home search can rank name matches before summary matches before the rest. The rest holds the
 * other default fields of docs/spec/product-spec.md §9 and the search screen's (city, state, ZIP, categories,
 * age), English and Spanish. 'ALL' is left out: every word containing 'all' would match it.
 */
export function serviceSearchFields(
  service: DefaultSearchFields & {
    city?: string | null;
    state?: string | null;
    zip?: string | null;
    category?: readonly string[] | null;
    age?: string | null;
    ageEs?: string | null;
  },
): string {
  const categories = (service.category ?? []).filter((c) => c !== 'ALL');
  return [
    [service.name],
    [service.serviceSummary, service.serviceSummaryEs],
    [
      service.description,
      service.descriptionEs,
      service.address1,
      service.address2,
      service.phone,
      service.userEmail,
      service.contactEmail,
      service.city,
      service.state,
      service.zip,
      ...categories,
      service.age,
      service.ageEs,
    ],
  ]
    .map((parts) => foldSearchText(parts.filter(Boolean).join(' ')))
    .join(SEARCH_FIELD_SEPARATOR);
}
