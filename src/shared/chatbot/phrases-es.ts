import type { ServiceType } from '@shared/domain/enums';
import type { BotLabelCode, BotPhraseKey } from './phrases';

/**
 * The phrases' and labels' Spanish (docs/api.md "The original ShelterApp clients"), for the one reader that cannot use the client's
 * catalogs: the server's answer to the original ShelterApp clients, which show `text` as sent
 * (original-shape.ts). The PWA still says every phrase through its own catalogs;
 * tests/client/features/chatbot/phrase-messages.test.ts fails when a Spanish catalog entry and
 * this table part ways, so there is one wording, checked in one place.
 */
export const BOT_PHRASES_ES: Readonly<Record<BotPhraseKey, string>> = {
  crisisLead:
    'Si estás en peligro ahora mismo, llama al 911. Puedes llamar o enviar un mensaje de texto al 988 a cualquier hora, de día o de noche.',
  crisisLinesIntro: 'Estas son líneas de crisis a las que puedes comunicarte ahora.',
  crisisAfter: 'También puedo ayudarte con lo demás que preguntaste.',
  noCrisisLines:
    'No encontré otras líneas de crisis cerca de ti. Llama o envía un mensaje de texto al 988 a cualquier hora.',
  greeting:
    '¡Hola! Puedo ayudarte a encontrar comida, albergue, atención de salud, recursos y trabajo cerca de ti.',
  help: 'Pregúntame cosas como "albergues cerca de Denver", "comida abierta ahora" o "¿está abierto un lugar ahora?". Elige un tema abajo.',
  thanks: 'De nada. Di "Hola" cuando necesites ayuda.',
  goodbye: 'Cuídate. Di "Hola" cuando necesites ayuda.',
  fallback: 'Perdona, no te entendí. Puedes elegir uno de estos temas.',
  servicesNear: 'Aquí tienes algunos servicios de {label} cerca de {place}.',
  servicesNearYou: 'Aquí tienes algunos servicios de {label} cerca de ti.',
  servicesOpenNear: 'Aquí tienes algunos servicios de {label} abiertos ahora cerca de {place}.',
  servicesOpenNearYou: 'Aquí tienes algunos servicios de {label} abiertos ahora cerca de ti.',
  servicesAnywhere:
    'Aquí tienes algunos servicios de {label}. Comparte tu ubicación o di una ciudad para ver los más cercanos.',
  moreQuestion: '¿Quieres ver más servicios?',
  noResults: 'Perdona, no encontré servicios para lo que pediste.',
  noMoreResults: 'No hay más servicios para esa búsqueda.',
  nothingToContinue: 'Dime qué estás buscando, por ejemplo "comida cerca de mí".',
  placeUnknown:
    'No encontré el lugar "{place}". Prueba con el nombre de una ciudad o un código postal.',
  bedsNear: 'Estos son albergues con camas disponibles cerca de {place}.',
  bedsNearYou: 'Estos son albergues con camas disponibles cerca de ti.',
  noBeds: 'No encontré albergues con camas libres. Comunícate directamente con los albergues.',
  serviceFound: 'Tenemos un servicio llamado {name}.',
  serviceNotFound: 'Perdona, no encontré un servicio con ese nombre.',
  serviceOpenNow: '{name} está abierto ahora.',
  serviceClosedNow: '{name} está cerrado ahora.',
  scheduleOf: 'Este es el horario de {name}.',
  scheduleContact: 'No tenemos el horario de {name}. Comunícate con ellos al {phone}.',
  scheduleContactNoPhone: 'No tenemos el horario de {name}. Comunícate directamente con ellos.',
  distanceTo: 'Estás a {miles} millas de {name}.',
  distanceUnknown:
    'Comparte tu ubicación o di una ciudad para que pueda decirte a qué distancia está {name}.',
  bedsOf: '{name} tiene {count} camas disponibles.',
  bedsOfNone: 'No hay información de camas para {name}. Comunícate con ellos para preguntar.',
  notAShelter: '{name} no es un albergue.',
  weatherIn: 'El tiempo en {place} es de {temperature} °F.',
  weatherHere: 'El tiempo donde estás es de {temperature} °F.',
  weatherUnavailable: 'Perdona, el tiempo no está disponible en este momento.',
  weatherNeedsConnection:
    'Para ver el tiempo necesitas conexión a internet. Vuelve a intentarlo cuando estés en línea.',
  weatherNeedsPlace: '¿De qué ciudad quieres saber el tiempo?',
  faqAnswer: '{answer}',
  pickTopic: '¿Qué estás buscando?',
  quickType: '{type}',
  quickCrisisLines: 'Líneas de crisis',
  quickYes: 'Sí',
  quickNo: 'No',
  quickBeds: 'Albergues con camas',
};

/** `label` words inside "Aquí tienes algunos servicios de {label}…" (BOT_LABELS in English). */
export const BOT_LABELS_ES: Readonly<Record<BotLabelCode, string>> = {
  ALL: 'ayuda',
  FOOD: 'comida',
  SHELTER: 'albergue',
  HEALTH: 'salud',
  RESOURCES: 'recursos',
  WORK: 'trabajo',
  Meals: 'comidas',
  'Food Pantry': 'despensa de alimentos',
  'Emergency Shelter': 'albergue de emergencia',
  'Transitional Housing': 'vivienda de transición',
  'Medical Care': 'atención médica',
  Counseling: 'orientación psicológica',
  Clothing: 'ropa',
  Hygiene: 'higiene',
  Tech: 'tecnología',
  Assistance: 'asistencia',
  Education: 'educación',
  Employment: 'empleo',
};

/** The `type` param of `quickType`: a service type's name. */
export const BOT_TYPE_WORDS: Readonly<Record<ServiceType, { en: string; es: string }>> = {
  FOOD: { en: 'Food', es: 'Comida' },
  SHELTER: { en: 'Shelter', es: 'Albergue' },
  HEALTH: { en: 'Health', es: 'Salud' },
  RESOURCES: { en: 'Resources', es: 'Recursos' },
  WORK: { en: 'Work', es: 'Trabajo' },
};
