import { createBotEngine, type BotEngine } from '@shared/chatbot/engine';
import type { Database } from '@server/db/client';
import { botFaqs, botFaqVersion as readFaqVersion } from '@server/db/queries/bot';
import { faqJson } from '@server/http/serializers/chatbot-faq';

/**
 * The trained engine of this process: a cache, not state. Each query compares the FAQ's cheap
 * version (count and newest rev) with the one the engine was trained on and retrains when an
 * administrator changed the FAQ (on any instance: the version lives in the database).
 */
export function botEngineCache(db: Database) {
  let current: { version: string; engine: Promise<BotEngine> } | null = null;
  return async function engine(): Promise<BotEngine> {
    const version = await readFaqVersion(db);
    if (current?.version !== version) {
      const training = botFaqs(db).then((rows) => createBotEngine({ faqs: rows.map(faqJson) }));
      current = { version, engine: training };
      // A failed training is not cached: the next query tries again.
      training.catch(() => {
        if (current?.engine === training) current = null;
      });
    }
    return current.engine;
  };
}
