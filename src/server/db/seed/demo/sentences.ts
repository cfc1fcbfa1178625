import type { Bilingual } from './kinds/kind';

/** Sentences any listing may add to its description after the kind-specific ones. */
export const GENERIC_EXTRAS: readonly Bilingual[] = [
  {
    en: 'No ID or proof of income is required.',
    es: 'No se pide identificación ni comprobante de ingresos.',
  },
  {
    en: 'Please call ahead on holidays, as hours can change.',
    es: 'En días festivos llama antes de venir, porque el horario puede cambiar.',
  },
  {
    en: 'The building is wheelchair accessible.',
    es: 'El edificio es accesible para sillas de ruedas.',
  },
  {
    en: 'Several bus lines stop within a block.',
    es: 'Varias rutas de autobús paran a una cuadra.',
  },
  {
    en: 'Volunteers are always welcome; ask at the front desk.',
    es: 'Siempre se necesitan voluntarios; pregunta en la recepción.',
  },
  { en: 'Service animals are welcome.', es: 'Se permiten animales de servicio.' },
];

/** `{lang}` is one of the city's community languages. */
export const LANGUAGE_SENTENCES: readonly Bilingual[] = [
  { en: 'Staff speak English and Spanish.', es: 'El personal habla inglés y español.' },
  {
    en: 'Help is available in English, Spanish and {lang}.',
    es: 'Se atiende en inglés, español y {lang}.',
  },
  {
    en: 'Spanish-speaking staff are on site every day.',
    es: 'Todos los días hay personal que habla español.',
  },
  {
    en: 'Interpreters are available for {lang} speakers.',
    es: 'Hay intérpretes para quienes hablan {lang}.',
  },
  {
    en: 'Phone interpreting is available in more than 100 languages.',
    es: 'Hay interpretación telefónica en más de 100 idiomas.',
  },
];

export const LOW_BARRIER: Bilingual = {
  en: 'Low-barrier: sobriety and ID are not required to stay.',
  es: 'De bajos requisitos: no se exige estar sobrio ni presentar identificación para quedarse.',
};

export const PETS_WELCOME: Bilingual = {
  en: 'Pets are welcome, and kennels are available.',
  es: 'Se aceptan mascotas y hay jaulas disponibles.',
};

export const SECOND_ADDRESS_LINES: readonly string[] = [
  'Suite 100',
  'Suite 210',
  'Rear entrance',
  '2nd Floor',
  'Room 104',
  'Lower level',
];
