import { CATEGORIES, SERVICE_TYPES, type Category, type ServiceType } from '@shared/domain/enums';
import { nameUuid } from './ids';

/** Our own taxonomy, so types and audiences travel as HSDS taxonomy terms too. */
export const REFUGIO_TAXONOMY = {
  id: nameUuid('refugio-taxonomy'),
  name: 'Refugio',
  description: 'Refugio service types (FOOD, SHELTER, ...) and audiences (MEN, KIDS, ...).',
};

export const typeTermId = (type: ServiceType): string => nameUuid(`refugio-type:${type}`);
export const categoryTermId = (category: Category): string =>
  nameUuid(`refugio-category:${category}`);

/** A term id back to the type it names, for `taxonomy_term_id` filters. */
export function typeOfTermId(id: string): ServiceType | null {
  return SERVICE_TYPES.find((t) => typeTermId(t) === id.toLowerCase()) ?? null;
}

export function categoryOfTermId(id: string): Category | null {
  return CATEGORIES.find((c) => categoryTermId(c) === id.toLowerCase()) ?? null;
}

export function termOf(kind: 'type' | 'category', code: string) {
  const id = kind === 'type' ? typeTermId(code as ServiceType) : categoryTermId(code as Category);
  return {
    id,
    code,
    name: code.charAt(0) + code.slice(1).toLowerCase(),
    description: kind === 'type' ? `Refugio service type ${code}` : `Refugio audience ${code}`,
    taxonomy: REFUGIO_TAXONOMY.name,
    taxonomy_id: REFUGIO_TAXONOMY.id,
  };
}
