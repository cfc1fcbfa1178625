import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOT_LANGUAGES,
  botQueryBody,
  botQueryResponse,
  type BotLanguage,
} from '@shared/chatbot/messages';
import { inOriginalShape } from '@shared/chatbot/original-shape';
import { parseBotContext } from '@shared/chatbot/context';
import { parseLatLng } from '@shared/query/coordinate';
import {
  deleteExpiredConversations,
  loadConversation,
  saveConversation,
} from '@server/db/queries/bot';
import { databaseBotSource } from '@server/services/bot/data-source';
import { botEngineCache } from '@server/services/bot/engine-cache';
import { openMeteoWeather } from '@server/services/bot/weather';

/** Per client: a conversation's pace, never a scraper's (docs/spec/api-contract.md §10 #11). */
const rateLimit = { max: 60, timeWindow: '1 minute' };
/** About one write in this many also deletes expired conversations. */
const CLEANUP_EVERY = 50;

/** The first of English or Spanish an `Accept-Language` header asks for, by its weights. */
export function acceptedBotLanguage(header: string | undefined): BotLanguage | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().toLowerCase().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find(Boolean);
      return { language: tag.split('-')[0] ?? '', weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const found = ranked.find((entry) =>
    (BOT_LANGUAGES as readonly string[]).includes(entry.language),
  );
  return found?.language as BotLanguage | undefined;
}

/**
 * POST /api/bot/query (docs/spec/api-contract.md §5.1, rebuilt locally, docs/chatbot.md): public. The context lives
 * per chatToken in `bot_conversations` with an expiry, never in process memory.
 */
export const botRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const config = app.config;
  const weather = config.WEATHER_URL
    ? openMeteoWeather({
        url: config.WEATHER_URL,
        apiKey: config.WEATHER_API_KEY,
        timeoutMs: config.WEATHER_TIMEOUT_MS,
        log: app.log,
      })
    : null;
  const source = databaseBotSource(db, weather);
  const engine = botEngineCache(db);
  const ttlMs = config.BOT_CONTEXT_TTL_MINUTES * 60_000;

  app.post(
    '/bot/query',
    {
      config: { rateLimit },
      schema: { body: botQueryBody, response: { 200: botQueryResponse } },
    },
    async (request, reply) => {
      const body = request.body;
      const now = new Date();
      const stored = await loadConversation(db, body.chatToken, now);
      const answer = await (
        await engine()
      ).answer(
        {
          query: body.query,
          language: body.language,
          near: parseLatLng(body.coordinate),
          location: body.location || undefined,
          now,
        },
        parseBotContext(stored),
        source,
      );
      await saveConversation(db, body.chatToken, answer.context, new Date(now.getTime() + ttlMs));
      if (Math.random() * CLEANUP_EVERY < 1) await deleteExpiredConversations(db, now);
      request.log.info({ intent: answer.intent, language: answer.language }, 'bot answered');
      // The intent answered, for logs and tests; the body stays the bare array of §5.1.
      reply.header('x-bot-intent', answer.intent);
      // The words for the original clients, in the asker's language: the app's language when the
      // request names it, else the browser's, else the language of the question (docs/api.md "The original ShelterApp clients").
      const language =
        body.language ?? acceptedBotLanguage(request.headers['accept-language']) ?? answer.language;
      return inOriginalShape(answer.messages, language);
    },
  );
};
