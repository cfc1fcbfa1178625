import type { Category, ServiceType } from '@shared/domain/enums';
import type { PatternKey } from '../schedules';

export interface Bilingual {
  en: string;
  es: string;
}

/**
 * One kind of listing (a soup kitchen, a warming center, a job center…) and the phrase banks the
 * generator draws from. `{hood}` in a text is replaced by the neighbourhood, `{street}` (names only)
 * by the street name. Every summary carries at least one SUMMARY_KEYWORDS phrase of its sub-filter.
 */
export interface ServiceKind {
  key: string;
  types: readonly ServiceType[];
  names: readonly string[];
  summaries: readonly Bilingual[];
  leads: readonly Bilingual[];
  extras: readonly Bilingual[];
  categories: readonly (readonly Category[])[];
  ages: readonly Bilingual[];
  /** Rotated over the cities so that each pattern of a kind shows up somewhere. */
  patterns: readonly PatternKey[];
  /** Shelter flavour: which bed range and flags the generator gives it. */
  beds?: 'emergency' | 'transitional' | 'seasonal';
}

export const ALL: readonly Category[] = ['ALL'];
export const EVERY_GROUP: readonly Category[] = [
  'MEN',
  'WOMEN',
  'KIDS',
  'SENIORS',
  'DISABLED',
  'FAMILIES',
  'LGBT',
  'ALL',
];

export const AGES = {
  all: { en: 'All ages', es: 'Todas las edades' },
  adults: { en: 'Adults 18+', es: 'Adultos de 18 años en adelante' },
  over18: { en: '18+', es: 'Mayores de 18 años' },
  youth: { en: 'Youth 16–24', es: 'Jóvenes de 16 a 24 años' },
  youthJobs: { en: 'Youth 14–24', es: 'Jóvenes de 14 a 24 años' },
  seniors: { en: 'Seniors 60+', es: 'Adultos mayores de 60 años' },
  families: { en: 'Families with children', es: 'Familias con hijos' },
  over16: { en: '16 and older', es: 'Mayores de 16 años' },
} as const satisfies Record<string, Bilingual>;
