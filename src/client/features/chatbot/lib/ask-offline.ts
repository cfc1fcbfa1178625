import type { BotAnswer, BotContext, BotEngine, BotInput } from '@shared/chatbot/engine';
import { dexieBotSource } from '@client/db/bot-source';
import { localDb } from '@client/db/database';

let trained: { faqKey: string; engine: Promise<BotEngine> } | null = null;

/**
 * The engine trained on the mirror's FAQ, loaded on first use: @nlpjs is a chunk of its own that
 * only a question asked without a connection downloads (the service worker precaches it).
 * Retrained when the mirrored FAQ changed since.
 */
async function engineFor(faqKey: string, load: () => Promise<BotEngine>): Promise<BotEngine> {
  if (trained?.faqKey !== faqKey) {
    const engine = load();
    trained = { faqKey, engine };
    // A failed load is not kept: the next question tries again.
    engine.catch(() => {
      if (trained?.engine === engine) trained = null;
    });
  }
  return trained.engine;
}

/** The same answer the server would give, from the device's saved listings (docs/chatbot-page.md). */
export async function askOffline(input: BotInput, context: BotContext): Promise<BotAnswer> {
  const source = dexieBotSource(localDb());
  const faqs = await source.faqs();
  const faqKey = faqs
    .map((f) => `${f.id}:${f.rev}`)
    .sort()
    .join(',');
  const engine = await engineFor(faqKey, async () => {
    const { createBotEngine } = await import('@shared/chatbot/engine');
    return createBotEngine({ faqs });
  });
  return engine.answer(input, context, source);
}
