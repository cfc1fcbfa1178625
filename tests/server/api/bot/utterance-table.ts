import { DENVER } from './bot-helpers';

/**
 * The chatbot's utterance table (docs/chatbot.md "Tests"): utterances in English and Spanish → the intent and the first payload type
 * (null: no payload; 'any': a list that may be empty at this hour, e.g. "open now"). Names are
 * real demo listings (src/server/db/seed/demo). `crisis` rows must all pass.
 */
export interface Utterance {
  q: string;
  intent: string;
  payload: string | null | 'any';
  coordinate?: string;
  location?: string;
}

export const UTTERANCES: Utterance[] = [
  // English: searches
  { q: 'where can I sleep tonight near Denver', intent: 'services.find', payload: 'SERVICES_LIST' },
  {
    q: 'I need food near me',
    intent: 'services.find',
    payload: 'SERVICES_LIST',
    coordinate: DENVER,
  },
  { q: 'food pantry in Chicago', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'shelters in Los Angeles', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'I need a doctor in Houston', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'where can I take a shower in Seattle', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'I need a job in Miami', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'food open now in New York', intent: 'services.find', payload: 'any' },
  { q: 'clothes near 80202', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'mental health counseling in Phoenix', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'substance abuse treatment in Chicago', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'emergency shelter in Houston', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: "I'm dying to get a meal in Denver", intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'food', intent: 'services.find', payload: 'SERVICES_LIST', location: 'Denver' },
  { q: 'Shelter', intent: 'services.find', payload: 'SERVICES_LIST', coordinate: DENVER },
  // English: beds and named services
  {
    q: 'shelters with beds available in Seattle',
    intent: 'services.beds',
    payload: 'GET_SHELTER_AVAILABLE_BEDS',
  },
  {
    q: 'are there beds available near me',
    intent: 'services.beds',
    payload: 'GET_SHELTER_AVAILABLE_BEDS',
    coordinate: DENVER,
  },
  {
    q: "is Cole Women's Shelter open now",
    intent: 'service.open',
    payload: 'ASK_SERVICE_SCHEDULE',
  },
  { q: 'is cole womens shelter open now', intent: 'service.open', payload: 'ASK_SERVICE_SCHEDULE' },
  {
    q: "what are the hours of Hell's Kitchen Food Pantry",
    intent: 'service.schedule',
    payload: 'ASK_SERVICE_SCHEDULE',
  },
  {
    q: 'how far is Pioneer Square Night Shelter',
    intent: 'service.distance',
    payload: 'ASK_DISTANCE_SERVICE',
    coordinate: DENVER,
  },
  {
    q: 'does Pioneer Square Night Shelter have beds',
    intent: 'service.beds',
    payload: 'ASK_SERVICE_BED_AVAILABLE',
  },
  {
    q: 'do you have Maryvale Soup Kitchen',
    intent: 'service.particular',
    payload: 'ASK_PARTICULAR_SERVICE',
  },
  {
    q: 'tell me about Overtown Walk-In Crisis Center',
    intent: 'service.particular',
    payload: 'ASK_PARTICULAR_SERVICE',
  },
  // English: the rest
  { q: 'crisis lines', intent: 'crisis.lines', payload: 'CRISIS_LINES_LIST' },
  { q: 'I need to talk to someone', intent: 'crisis.lines', payload: 'CRISIS_LINES_LIST' },
  { q: 'weather in Denver', intent: 'weather', payload: null },
  { q: 'hi', intent: 'greeting', payload: null },
  { q: 'what can you do', intent: 'help', payload: null },
  { q: 'thanks', intent: 'thanks', payload: null },
  { q: 'bye', intent: 'goodbye', payload: null },
  { q: 'What is Refugio?', intent: 'faq', payload: null },
  { q: 'Is it free?', intent: 'faq', payload: null },
  { q: 'asdfgh qwerty zzz', intent: 'fallback', payload: null },
  // English: crisis
  { q: 'I want to kill myself', intent: 'crisis', payload: 'CRISIS_LINES_LIST' },
  { q: 'my boyfriend hits me', intent: 'crisis', payload: 'CRISIS_LINES_LIST' },
  { q: "I'm in danger", intent: 'crisis', payload: 'CRISIS_LINES_LIST' },
  { q: 'my friend took an overdose', intent: 'crisis', payload: 'CRISIS_LINES_LIST' },
  {
    q: 'I want to die, I need a shelter in Denver',
    intent: 'crisis',
    payload: 'CRISIS_LINES_LIST',
  },
  { q: 'I have been hurting myself', intent: 'crisis', payload: 'CRISIS_LINES_LIST' },
  // Spanish: searches
  {
    q: 'necesito comida cerca',
    intent: 'services.find',
    payload: 'SERVICES_LIST',
    coordinate: DENVER,
  },
  {
    q: '¿Dónde puedo dormir esta noche en Denver?',
    intent: 'services.find',
    payload: 'SERVICES_LIST',
  },
  { q: 'refugios en Phoenix', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'necesito un médico en Chicago', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'busco trabajo en Houston', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'necesito ropa cerca de 80202', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'comedor en Los Ángeles', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'ayuda legal en Seattle', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'servicios abiertos ahora en Miami', intent: 'services.find', payload: 'any' },
  {
    q: 'me muero de hambre, necesito comida en Denver',
    intent: 'services.find',
    payload: 'SERVICES_LIST',
  },
  { q: 'necesito un corte de pelo en Denver', intent: 'services.find', payload: 'SERVICES_LIST' },
  // Spanish: beds and named services
  {
    q: 'refugios con camas disponibles en Seattle',
    intent: 'services.beds',
    payload: 'GET_SHELTER_AVAILABLE_BEDS',
  },
  {
    q: '¿Hay camas disponibles cerca?',
    intent: 'services.beds',
    payload: 'GET_SHELTER_AVAILABLE_BEDS',
    coordinate: DENVER,
  },
  {
    q: "¿Está abierto Cole Women's Shelter?",
    intent: 'service.open',
    payload: 'ASK_SERVICE_SCHEDULE',
  },
  {
    q: 'horario de Hells Kitchen Food Pantry',
    intent: 'service.schedule',
    payload: 'ASK_SERVICE_SCHEDULE',
  },
  {
    q: '¿Qué tan lejos está Pioneer Square Night Shelter?',
    intent: 'service.distance',
    payload: 'ASK_DISTANCE_SERVICE',
    coordinate: DENVER,
  },
  {
    q: '¿Cuántas camas tiene Pioneer Square Night Shelter?',
    intent: 'service.beds',
    payload: 'ASK_SERVICE_BED_AVAILABLE',
  },
  {
    q: 'háblame de Maryvale Soup Kitchen',
    intent: 'service.particular',
    payload: 'ASK_PARTICULAR_SERVICE',
  },
  // Spanish: the rest
  { q: 'líneas de crisis', intent: 'crisis.lines', payload: 'CRISIS_LINES_LIST' },
  { q: 'necesito hablar con alguien', intent: 'crisis.lines', payload: 'CRISIS_LINES_LIST' },
  { q: 'el clima en Denver', intent: 'weather', payload: null },
  { q: 'hola', intent: 'greeting', payload: null },
  { q: 'ayuda', intent: 'help', payload: null },
  { q: 'gracias', intent: 'thanks', payload: null },
  { q: 'adiós', intent: 'goodbye', payload: null },
  { q: '¿Qué es Refugio?', intent: 'faq', payload: null },
  { q: '¿Necesito una cuenta?', intent: 'faq', payload: null },
  // Spanish: crisis
  { q: 'quiero hacerme daño', intent: 'crisis', payload: 'CRISIS_LINES_LIST' },
  { q: 'me quiero morir', intent: 'crisis', payload: 'CRISIS_LINES_LIST' },
  { q: 'mi esposo me golpea', intent: 'crisis', payload: 'CRISIS_LINES_LIST' },
  { q: 'estoy en peligro', intent: 'crisis', payload: 'CRISIS_LINES_LIST' },
  { q: 'creo que es una sobredosis', intent: 'crisis', payload: 'CRISIS_LINES_LIST' },
  // Added after a first run, phrased differently from the corpus.
  {
    q: 'I am homeless and need somewhere to stay in Houston',
    intent: 'services.find',
    payload: 'SERVICES_LIST',
  },
  {
    q: 'where is the nearest food bank',
    intent: 'services.find',
    payload: 'SERVICES_LIST',
    coordinate: DENVER,
  },
  { q: 'food in 10027', intent: 'services.find', payload: 'SERVICES_LIST' },
  { q: 'donde hay un albergue en Chicago', intent: 'services.find', payload: 'SERVICES_LIST' },
  {
    q: 'what time does Maryvale Soup Kitchen close',
    intent: 'service.schedule',
    payload: 'ASK_SERVICE_SCHEDULE',
  },
  {
    q: 'how many beds at Congress Park Transitional Housing',
    intent: 'service.beds',
    payload: 'ASK_SERVICE_BED_AVAILABLE',
  },
  { q: 'hotline numbers', intent: 'crisis.lines', payload: 'CRISIS_LINES_LIST' },
  { q: '¿va a llover en Seattle?', intent: 'weather', payload: null },
  { q: 'i feel unsafe at home', intent: 'crisis', payload: 'CRISIS_LINES_LIST' },
  { q: 'I just want it all to end', intent: 'crisis', payload: 'CRISIS_LINES_LIST' },
];
