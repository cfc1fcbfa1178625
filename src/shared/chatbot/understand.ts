import type { ChatbotFaqRecord } from '@shared/sync/protocol';
import type { Classifier } from './classifier';
import type { BotContext } from './context';
import type { BotDataSource } from './data-source';
import type { BotInput } from './engine-types';
import {
  extractServiceEntities,
  mentionsNearMe,
  mentionsOpenNow,
  placeCandidates,
} from './entities';
import { foldBotText } from './fold';
import type { BotLanguage, BotMessage } from './messages';
import { nameCandidate, pickNamedService, withServiceToken } from './names';
import { askedPlace, namedPlace, rememberPlace } from './places';
import { listPage, newList } from './reply-lists';
import { crisisReply, faqReply, smallTalkReply, weatherReply } from './reply-other';
import { say, topicReplies } from './reply-kit';
import { serviceReply, type ServiceIntent } from './reply-service';

export interface Understood {
  intent: string;
  messages: BotMessage[];
  context: BotContext;
  locale: BotLanguage | null;
}

interface Ask {
  input: BotInput;
  ctx: BotContext;
  source: BotDataSource;
  classifier: Classifier;
  faqs: Map<string, ChatbotFaqRecord>;
  detected: BotLanguage | null;
}

/** Below this the classifier's guess is ignored (entities or the fallback decide). */
const MIN_SCORE = 0.55;
const MORE = new Set(
  'yes|y|yes please|more|show more|show me more|see more|more please|more services|yeah|yep|sure|si|si por favor|mas|ver mas|quiero ver mas|muestrame mas|mas servicios|claro'.split(
    '|',
  ),
);
const NO = new Set('no|nope|no thanks|no thank you|no gracias'.split('|'));
/** Short messages whose meaning is certain: answered before the classifier (and the FAQ's keywords). */
type SmallTalk = 'greeting' | 'help' | 'thanks' | 'goodbye';
const SMALL_TALK_WORDS: [SmallTalk, string][] = [
  ['greeting', 'hi|hello|hey|hola|buenas|buenos dias|buenas tardes|buenas noches'],
  ['help', 'help|ayuda|ayudame|menu|help me|what can you do|que puedes hacer'],
  ['thanks', 'thanks|thank you|thx|gracias|muchas gracias|thanks a lot|mil gracias'],
  ['goodbye', 'bye|goodbye|adios|chao|hasta luego|see you|nos vemos'],
];
const SMALL_TALK = new Map<string, SmallTalk>(
  SMALL_TALK_WORDS.flatMap(([intent, words]) => words.split('|').map((w) => [w, intent] as const)),
);
/** Words that ask for the weather beyond doubt (not "cold": "I'm cold, I need a coat"). */
const SURE_WEATHER =
  /\b(weather|forecast|temperature|rain|raining|clima|pronostico|temperatura|llover|lluvia|llueve)\b/;
const CRISIS_LINE_WORDS = /\b(hotlines?|helplines?|crisis lines?|lineas? de (crisis|ayuda))\b/;
const WEATHER_WORDS =
  /\b(weather|temperature|rain|raining|snow|cold|hot|forecast|clima|tiempo|llover|lluvia|llueve|frio|calor|temperatura|pronostico|nieve)\b/;
const SERVICE_WORDS =
  /\b(services?|servicios?|open|abiert[oa]s?|anything|algo|places?|lugar(es)?|help|ayuda)\b/;
const SERVICE_INTENTS = new Set<string>([
  'service.open',
  'service.schedule',
  'service.distance',
  'service.beds',
  'service.particular',
]);

/** Decides what a message asks (rules, then the classifier checked by entities) and answers it. */
export async function understand(ask: Ask): Promise<Understood> {
  const { input, ctx, source, classifier } = ask;
  const folded = foldBotText(input.query);
  const done = (intent: string, messages: BotMessage[], context = ctx, locale = ask.detected) => ({
    intent,
    messages,
    context: intent === 'more' || intent.startsWith('services.') ? context : dropList(context),
    locale,
  });

  if (MORE.has(folded)) {
    if (!ctx.list) return done('more', [say('nothingToContinue'), topicReplies()]);
    const list = { ...ctx.list, page: ctx.list.page + 1 };
    return done('more', await listPage(list, input.now, source, false), { ...ctx, list });
  }
  if (NO.has(folded)) return done('goodbye', smallTalkReply('goodbye'));
  const talk = SMALL_TALK.get(folded);
  if (talk) return done(talk, smallTalkReply(talk));
  for (const faq of ask.faqs.values()) {
    // The FAQ's own question, as written: its answer, whatever the classifier would say.
    if ([faq.question, faq.questionEs].some((q) => q && foldBotText(q) === folded)) {
      return done(`faq.${faq.id}`, faqReply(faq));
    }
  }

  const whole = pickNamedService(
    input.query,
    await source.findServicesByName(input.query, 10),
    false,
  );
  const classified = await classifier.classify(
    whole ? withServiceToken(input.query, whole.folded) : input.query,
    ask.detected,
  );
  const locale = ask.detected ?? (classified.score >= MIN_SCORE ? classified.locale : null);
  let intent = classified.score >= MIN_SCORE ? classified.intent : 'None';
  const entities = extractServiceEntities(input.query);
  const openNow = mentionsOpenNow(input.query);

  if (SERVICE_INTENTS.has(intent)) {
    let named = whole;
    if (!named) {
      const candidate = nameCandidate(input.query);
      if (candidate.length >= 3) {
        named = pickNamedService(candidate, await source.findServicesByName(candidate, 10), true);
      }
    }
    if (!named) return done(intent, [say('serviceNotFound')], ctx, locale);
    const place = await askedPlace(input, ctx, source);
    const messages = serviceReply(
      intent as ServiceIntent,
      named.service,
      place?.point ?? null,
      input.now,
    );
    return done(intent, messages, rememberPlace(ctx, place), locale);
  }

  // Listings beat an FAQ about them: "food pantry in Chicago" lists pantries even though an FAQ
  // entry has the keyword "food" (but "what does Refugio do" is about the app, not a shelter).
  const searchLike =
    entities.subFilter !== null ||
    placeCandidates(input.query).length > 0 ||
    mentionsNearMe(input.query) ||
    folded.split(' ').length <= 2;
  if (intent.startsWith('faq.') && entities.types.length && searchLike) intent = 'services.find';
  if ((intent === 'None' || intent.startsWith('faq.')) && SURE_WEATHER.test(folded)) {
    intent = 'weather';
  }
  if ((intent === 'None' || intent.startsWith('faq.')) && CRISIS_LINE_WORDS.test(folded)) {
    intent = 'crisis.lines';
  }
  if (intent.startsWith('faq.')) {
    const faq = ask.faqs.get(intent.slice(4));
    if (faq) return done(intent, faqReply(faq), ctx, locale);
    intent = 'None';
  }
  // The classifier is checked against the words: no weather words, no weather; a search needs a
  // type, a sub-filter or a word like "services"/"open".
  if (intent === 'weather' && !WEATHER_WORDS.test(folded)) intent = 'None';
  if (intent === 'services.find' && !entities.types.length && !SERVICE_WORDS.test(folded)) {
    intent = 'None';
  }
  if (['None', 'greeting', 'help', 'thanks', 'goodbye'].includes(intent) && entities.types.length) {
    // "I need a coat" scored low, or "hi, I need food": a named type is a search.
    if (intent === 'None' || folded.split(' ').length > 2) intent = 'services.find';
  }

  switch (intent) {
    case 'services.find':
    case 'services.beds': {
      const place = await askedPlace(input, ctx, source);
      const list = newList(intent, { ...entities, openNow }, place);
      const messages = await listPage(list, input.now, source, true);
      return done(intent, messages, { ...rememberPlace(ctx, place), list }, locale);
    }
    case 'crisis.lines': {
      const near = input.near ?? ctx.place ?? null;
      return done(intent, await crisisReply([], near, source, 'crisisLinesIntro'), ctx, locale);
    }
    case 'weather': {
      const place = await askedPlace(input, ctx, source);
      return done(intent, await weatherReply(place, source), rememberPlace(ctx, place), locale);
    }
    case 'greeting':
    case 'help':
    case 'thanks':
    case 'goodbye':
      return done(intent, smallTalkReply(intent), ctx, locale);
    default: {
      // A place alone ("Denver"): remember it and ask what is needed there.
      const place = await namedPlace(input.query, source);
      if (place) {
        const asked = { label: place.label, point: place, named: true };
        return done('fallback', [topicReplies()], rememberPlace(ctx, asked), locale);
      }
      return done('fallback', smallTalkReply('fallback'), ctx, locale);
    }
  }
}

function dropList(context: BotContext): BotContext {
  const { list: _list, ...rest } = context;
  return rest;
}
