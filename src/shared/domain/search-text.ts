/**
 * Folds text for search: lower case, no accents, single spaces — so 'Café', 'cafe' and 'CAFÉ'
 * match in English and Spanish alike. The server stores it; the offline search uses it too.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
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
