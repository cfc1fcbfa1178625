// The chatbot engine (docs/chatbot.md): the same code answers online (server, over PostgreSQL)
// and offline (browser, over the Dexie mirror). No node:* and no DOM here.
import type { ChatbotFaqRecord } from '@shared/sync/protocol';
import { trainClassifier } from './classifier';
import { parseBotContext, type BotContext } from './context';
import { detectCrisis } from './crisis';
import type { BotDataSource } from './data-source';
import type { BotAnswer, BotEngine, BotEngineOptions, BotInput } from './engine-types';
import { understand } from './understand';
import { crisisReply } from './reply-other';
import { say } from './reply-kit';
import { detectLanguage } from './language';

export type { BotAnswer, BotEngine, BotEngineOptions, BotInput } from './engine-types';
export type { BotContext } from './context';

/** A cheap fingerprint of the FAQ: the engine is retrained when it changes. */
export function botFaqVersion(faqs: Pick<ChatbotFaqRecord, 'rev'>[]): string {
  return `${faqs.length}:${faqs.reduce((max, f) => Math.max(max, f.rev), 0)}`;
}

/** What is still answered after the crisis lines: a clear request for services. */
const AFTER_CRISIS = new Set(['services.find', 'services.beds']);

/** Trains the classifier from the built-in corpus plus the FAQ entries, then answers. */
export async function createBotEngine(options: BotEngineOptions): Promise<BotEngine> {
  const classifier = await trainClassifier(options.faqs);
  const faqs = new Map(options.faqs.map((f) => [f.id, f]));

  async function answer(
    input: BotInput,
    context: BotContext,
    source: BotDataSource,
  ): Promise<BotAnswer> {
    const ctx = parseBotContext(context);
    const detected = detectLanguage(input.query);
    // Crisis language is looked for FIRST, on every message (docs/chatbot.md), before anything else.
    const kinds = detectCrisis(input.query);
    const understood = await understand({ input, ctx, source, classifier, faqs, detected });
    const language = detected ?? understood.locale ?? input.language ?? ctx.language ?? 'en';
    if (kinds.length === 0) {
      return {
        messages: understood.messages,
        intent: understood.intent,
        context: { ...understood.context, language, lastIntent: understood.intent },
        language,
      };
    }
    const near = input.near ?? understood.context.place ?? ctx.place ?? null;
    const crisis = await crisisReply(kinds, near, source, 'crisisLead');
    const rest = AFTER_CRISIS.has(understood.intent)
      ? [say('crisisAfter'), ...understood.messages]
      : [];
    return {
      messages: [...crisis, ...rest],
      intent: 'crisis',
      context: { ...understood.context, language, lastIntent: 'crisis' },
      language,
    };
  }

  return { answer, faqVersion: botFaqVersion(options.faqs) };
}
