import type { Bilingual } from './kinds/kind';

export interface CriticalHeader extends Bilingual {
  city: string;
  /** The first listing of this kind in the city carries the banner. */
  kind: string;
  /** Hours from seeding (negative = already expired), or 'never'. */
  expires: number | 'never';
}

// Nine banners: three never expire, four expire in the future, two have already expired.
export const CRITICAL_HEADERS: readonly CriticalHeader[] = [
  {
    city: 'Denver',
    kind: 'warmingCenter',
    expires: 'never',
    en: 'Freezing temperatures tonight: warming center open extra hours.',
    es: 'Temperaturas bajo cero esta noche: el centro de calentamiento abre más horas.',
  },
  {
    city: 'Los Angeles',
    kind: 'warmingCenter',
    expires: 24 * 10,
    en: 'Rain and cold expected this week: extra beds at the winter shelter.',
    es: 'Se esperan lluvia y frío esta semana: hay camas adicionales en el albergue de invierno.',
  },
  {
    city: 'Chicago',
    kind: 'warmingCenter',
    expires: 48,
    en: 'Wind chill below zero tonight: more cots and hot soup at the warming center.',
    es: 'Sensación térmica bajo cero esta noche: más catres y sopa caliente en el centro de calentamiento.',
  },
  {
    city: 'Chicago',
    kind: 'mobilePantry',
    expires: -20,
    en: 'Extra turkeys and produce at this weekend’s mobile pantry.',
    es: 'Pavos y verduras adicionales en la despensa móvil de este fin de semana.',
  },
  {
    city: 'New York',
    kind: 'pantry',
    expires: -36,
    en: 'Pantry closed Monday for a water leak; reopening Tuesday.',
    es: 'La despensa cierra el lunes por una fuga de agua; reabre el martes.',
  },
  {
    city: 'Houston',
    kind: 'clinic',
    expires: 24 * 7,
    en: 'Free flu shots this week, no appointment needed.',
    es: 'Vacunas gratis contra la gripe esta semana, sin cita.',
  },
  {
    city: 'Phoenix',
    kind: 'emergencyShelter',
    expires: 'never',
    en: 'Cold nights ahead: extra mats and blankets at the shelter.',
    es: 'Se esperan noches frías: hay colchonetas y cobijas adicionales en el albergue.',
  },
  {
    city: 'Seattle',
    kind: 'warmingCenter',
    expires: 'never',
    en: 'Severe weather shelter activated: everyone welcome tonight.',
    es: 'Albergue por clima extremo activado: todos son bienvenidos esta noche.',
  },
  {
    city: 'Miami',
    kind: 'familyPantry',
    expires: 24 * 5,
    en: 'Holiday food boxes: sign up by phone this week.',
    es: 'Cajas de comida para las fiestas: inscríbete por teléfono esta semana.',
  },
];
