import type { LngLat } from '@shared/geo/distance';
import type { ChatbotFaqRecord } from '@shared/sync/protocol';
import type { BotContext } from './context';
import type { BotDataSource } from './data-source';
import type { BotLanguage, BotMessage } from './messages';

export interface BotInput {
  query: string;
  /** The app's language: a hint when the text does not tell. */
  language?: BotLanguage;
  /** The person's position ("near me"), or null. */
  near?: LngLat | null;
  /** Free-text place the app knows (a chosen city), used when `near` is absent. */
  location?: string;
  now: Date;
}

export interface BotAnswer {
  messages: BotMessage[];
  context: BotContext;
  /**
   * The intent answered: 'crisis' (crisis language was found; the rest of the message is answered
   * after the crisis lines), 'services.find', 'services.beds', 'service.schedule',
   * 'service.distance', 'service.beds', 'service.particular', 'service.open' (is it open now: an ASK_SERVICE_SCHEDULE payload), 'crisis.lines', 'weather',
   * 'faq.<id>', 'greeting', 'help', 'thanks', 'goodbye', 'more', 'fallback'.
   */
  intent: string;
  /** The language the reply was chosen for. */
  language: BotLanguage;
}

export interface BotEngine {
  answer(input: BotInput, context: BotContext, source: BotDataSource): Promise<BotAnswer>;
  /** The FAQ entries the classifier was trained with (to tell whether to retrain). */
  readonly faqVersion: string;
}

export interface BotEngineOptions {
  faqs: ChatbotFaqRecord[];
}
