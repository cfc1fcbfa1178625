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

/** The default service search fields of product-spec §9, folded into one string. */
export function serviceSearchText(service: {
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
}): string {
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
