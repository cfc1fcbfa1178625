import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BotLabelCode, BotPhraseKey } from '@shared/chatbot/phrases';

/**
 * The engine's phrases (src/shared/chatbot/phrases.ts) as Lingui messages with the same English,
 * so the catalogs hold the words and the engine only sends keys (docs/spec/conventions.md, i18n).
 * tests/client/features/chatbot/phrase-messages.test.ts keeps this map and BOT_PHRASES in step.
 */
export const BOT_PHRASE_MESSAGES = {
  crisisLead: msg({
    message:
      'If you are in danger right now, call 911. You can call or text 988 any time, day or night.',
  }),
  crisisLinesIntro: msg({ message: 'Here are crisis lines you can reach now.' }),
  crisisAfter: msg({ message: 'I can also help with what else you asked.' }),
  noCrisisLines: msg({
    message: 'I could not find other crisis lines near you. Call or text 988 any time.',
  }),
  greeting: msg({
    message: 'Hi! I can help you find food, shelter, health care, resources and work near you.',
  }),
  help: msg({
    message:
      'Ask me things like "shelters near Denver", "food open now" or "is a place open now". Pick a topic below.',
  }),
  thanks: msg({ message: 'You are welcome. Say "Hi" any time you need help.' }),
  goodbye: msg({ message: 'Take care. Say "Hi" any time you need help.' }),
  fallback: msg({ message: 'Sorry, I did not understand. You can pick one of these topics.' }),
  servicesNear: msg({ message: 'Here are some {label} services close to {place}.' }),
  servicesNearYou: msg({ message: 'Here are some {label} services close to you.' }),
  servicesOpenNear: msg({ message: 'Here are some {label} services open now close to {place}.' }),
  servicesOpenNearYou: msg({ message: 'Here are some {label} services open now close to you.' }),
  servicesAnywhere: msg({
    message:
      'Here are some {label} services. Share your location or name a city for the closest ones.',
  }),
  moreQuestion: msg({ message: 'Would you like to see more services?' }),
  noResults: msg({ message: 'Sorry, I could not find any services for your request.' }),
  noMoreResults: msg({ message: 'There are no more services for that request.' }),
  nothingToContinue: msg({
    message: 'Tell me what you are looking for, for example "food near me".',
  }),
  placeUnknown: msg({
    message: 'I could not find the place "{place}". Try a city name or a ZIP code.',
  }),
  bedsNear: msg({ message: 'Here are shelters with beds available near {place}.' }),
  bedsNearYou: msg({ message: 'Here are shelters with beds available near you.' }),
  noBeds: msg({
    message: 'I could not find shelters with open beds. Please contact the shelters directly.',
  }),
  serviceFound: msg({ message: 'We have a service named {name}.' }),
  serviceNotFound: msg({ message: 'Sorry, I could not find a service with that name.' }),
  serviceOpenNow: msg({ message: '{name} is open now.' }),
  serviceClosedNow: msg({ message: '{name} is closed now.' }),
  scheduleOf: msg({ message: 'Here is the schedule of {name}.' }),
  scheduleContact: msg({
    message: 'We do not have hours for {name}. Please contact them at {phone}.',
  }),
  scheduleContactNoPhone: msg({
    message: 'We do not have hours for {name}. Please contact them directly.',
  }),
  distanceTo: msg({ message: 'You are {miles} miles away from {name}.' }),
  distanceUnknown: msg({
    message: 'Share your location or name a city so I can tell how far {name} is.',
  }),
  bedsOf: msg({ message: '{name} has {count} beds available.' }),
  bedsOfNone: msg({
    message: 'There is no bed information for {name}. Please contact them to ask.',
  }),
  notAShelter: msg({ message: '{name} is not a shelter.' }),
  weatherIn: msg({ message: 'The weather in {place} is {temperature} °F.' }),
  weatherHere: msg({ message: 'The weather where you are is {temperature} °F.' }),
  weatherUnavailable: msg({ message: 'Sorry, the weather is not available right now.' }),
  weatherNeedsConnection: msg({
    message: 'The weather needs an internet connection. Try again when you are online.',
  }),
  weatherNeedsPlace: msg({ message: 'Which city would you like the weather for?' }),
  faqAnswer: msg({ message: '{answer}' }),
  pickTopic: msg({ message: 'What are you looking for?' }),
  quickType: msg({ message: '{type}' }),
  quickCrisisLines: msg({ message: 'Crisis lines' }),
  quickYes: msg({ message: 'Yes' }),
  quickNo: msg({ message: 'No' }),
  quickBeds: msg({ message: 'Shelters with beds' }),
} satisfies Record<BotPhraseKey, MessageDescriptor>;

/**
 * The `label` param of the service-list phrases, as a word inside "Here are some {label}
 * services…" (BOT_LABELS has the English).
 */
export const BOT_LABEL_MESSAGES = {
  ALL: msg`helpful`,
  FOOD: msg`food`,
  SHELTER: msg`shelter`,
  HEALTH: msg`health`,
  RESOURCES: msg`resource`,
  WORK: msg`work`,
  Meals: msg`meal`,
  'Food Pantry': msg`food pantry`,
  'Emergency Shelter': msg`emergency shelter`,
  'Transitional Housing': msg`transitional housing`,
  'Medical Care': msg`medical care`,
  Counseling: msg`counseling`,
  Clothing: msg`clothing`,
  Hygiene: msg`hygiene`,
  Tech: msg`tech`,
  Assistance: msg`assistance`,
  Education: msg`education`,
  Employment: msg`employment`,
} satisfies Record<BotLabelCode, MessageDescriptor>;
