/**
 * Every phrase the chatbot engine emits (docs/chatbot.md). The engine sends `{ key, params }`
 * (messages.ts); the client turns each key into a Lingui message with exactly this English text,
 * so the words live in the client's catalogs. `params` names the values the text interpolates.
 *
 * Params that are codes (`type: 'SHELTER'`, `subFilter: 'Meals'`) are rendered by the client
 * into words of the person's language; params that are data (`place`, `name`, `phone`) are shown
 * as they are. `count` and `miles` are numbers.
 */
export interface BotPhrase {
  readonly en: string;
  readonly params: readonly string[];
}

export const BOT_PHRASES = {
  // --- Crisis (always first when crisis language is detected) ---
  crisisLead: {
    en: 'If you are in danger right now, call 911. You can call or text 988 any time, day or night.',
    params: [],
  },
  crisisLinesIntro: { en: 'Here are crisis lines you can reach now.', params: [] },
  crisisAfter: { en: 'I can also help with what else you asked.', params: [] },
  noCrisisLines: {
    en: 'I could not find other crisis lines near you. Call or text 988 any time.',
    params: [],
  },

  // --- Small talk ---
  greeting: {
    en: 'Hi! I can help you find food, shelter, health care, resources and work near you.',
    params: [],
  },
  help: {
    en: 'Ask me things like "shelters near Denver", "food open now" or "is a place open now". Pick a topic below.',
    params: [],
  },
  thanks: { en: 'You are welcome. Say "Hi" any time you need help.', params: [] },
  goodbye: { en: 'Take care. Say "Hi" any time you need help.', params: [] },
  fallback: {
    en: 'Sorry, I did not understand. You can pick one of these topics.',
    params: [],
  },

  // --- Service lists ---
  /** `label` is a BotLabelCode (below): the client says it as a word of the person's language. */
  servicesNear: {
    en: 'Here are some {label} services close to {place}.',
    params: ['label', 'place'],
  },
  servicesNearYou: { en: 'Here are some {label} services close to you.', params: ['label'] },
  servicesOpenNear: {
    en: 'Here are some {label} services open now close to {place}.',
    params: ['label', 'place'],
  },
  servicesOpenNearYou: {
    en: 'Here are some {label} services open now close to you.',
    params: ['label'],
  },
  servicesAnywhere: {
    en: 'Here are some {label} services. Share your location or name a city for the closest ones.',
    params: ['label'],
  },
  moreQuestion: { en: 'Would you like to see more services?', params: [] },
  noResults: { en: 'Sorry, I could not find any services for your request.', params: [] },
  noMoreResults: { en: 'There are no more services for that request.', params: [] },
  nothingToContinue: {
    en: 'Tell me what you are looking for, for example "food near me".',
    params: [],
  },
  placeUnknown: {
    en: 'I could not find the place "{place}". Try a city name or a ZIP code.',
    params: ['place'],
  },

  // --- Shelter beds ---
  bedsNear: { en: 'Here are shelters with beds available near {place}.', params: ['place'] },
  bedsNearYou: { en: 'Here are shelters with beds available near you.', params: [] },
  noBeds: {
    en: 'I could not find shelters with open beds. Please contact the shelters directly.',
    params: [],
  },

  // --- One named service ---
  serviceFound: { en: 'We have a service named {name}.', params: ['name'] },
  serviceNotFound: { en: 'Sorry, I could not find a service with that name.', params: [] },
  serviceOpenNow: { en: '{name} is open now.', params: ['name'] },
  serviceClosedNow: { en: '{name} is closed now.', params: ['name'] },
  scheduleOf: { en: 'Here is the schedule of {name}.', params: ['name'] },
  scheduleContact: {
    en: 'We do not have hours for {name}. Please contact them at {phone}.',
    params: ['name', 'phone'],
  },
  scheduleContactNoPhone: {
    en: 'We do not have hours for {name}. Please contact them directly.',
    params: ['name'],
  },
  distanceTo: { en: 'You are {miles} miles away from {name}.', params: ['miles', 'name'] },
  distanceUnknown: {
    en: 'Share your location or name a city so I can tell how far {name} is.',
    params: ['name'],
  },
  bedsOf: { en: '{name} has {count} beds available.', params: ['name', 'count'] },
  bedsOfNone: {
    en: 'There is no bed information for {name}. Please contact them to ask.',
    params: ['name'],
  },
  notAShelter: { en: '{name} is not a shelter.', params: ['name'] },

  // --- Weather ---
  /** `temperature` in °F, rounded. */
  weatherIn: {
    en: 'The weather in {place} is {temperature} °F.',
    params: ['place', 'temperature'],
  },
  weatherHere: { en: 'The weather where you are is {temperature} °F.', params: ['temperature'] },
  weatherUnavailable: { en: 'Sorry, the weather is not available right now.', params: [] },
  weatherNeedsConnection: {
    en: 'The weather needs an internet connection. Try again when you are online.',
    params: [],
  },
  weatherNeedsPlace: { en: 'Which city would you like the weather for?', params: [] },

  // --- FAQ (the answer itself travels as `text`, from the database) ---
  faqAnswer: { en: '{answer}', params: ['answer'] },

  // --- Quick-reply labels and the question above them ---
  pickTopic: { en: 'What are you looking for?', params: [] },
  /** `type` is a ServiceType code: the client shows the type's name. */
  quickType: { en: '{type}', params: ['type'] },
  quickCrisisLines: { en: 'Crisis lines', params: [] },
  quickYes: { en: 'Yes', params: [] },
  quickNo: { en: 'No', params: [] },
  quickBeds: { en: 'Shelters with beds', params: [] },
} as const satisfies Record<string, BotPhrase>;

export type BotPhraseKey = keyof typeof BOT_PHRASES;
export const BOT_PHRASE_KEYS = Object.keys(BOT_PHRASES) as BotPhraseKey[];

/** The payloads of quick replies the engine understands as words (sent back as the query). */
export const BOT_QUICK_PAYLOADS = {
  yes: 'Yes',
  no: 'No',
  crisisLines: 'Crisis lines',
  beds: 'Shelters with beds available',
} as const;

/**
 * The `label` param of the service-list phrases: a ServiceType code, a sub-filter key
 * (src/shared/domain/sub-filters.ts) or 'ALL'. The English word each stands for, as the client
 * should say it inside "Here are some {label} services…".
 */
export const BOT_LABELS = {
  ALL: 'helpful',
  FOOD: 'food',
  SHELTER: 'shelter',
  HEALTH: 'health',
  RESOURCES: 'resource',
  WORK: 'work',
  Meals: 'meal',
  'Food Pantry': 'food pantry',
  'Emergency Shelter': 'emergency shelter',
  'Transitional Housing': 'transitional housing',
  'Medical Care': 'medical care',
  Counseling: 'counseling',
  Clothing: 'clothing',
  Hygiene: 'hygiene',
  Tech: 'tech',
  Assistance: 'assistance',
  Education: 'education',
  Employment: 'employment',
} as const;
export type BotLabelCode = keyof typeof BOT_LABELS;
