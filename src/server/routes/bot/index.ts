import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { botQueryBody, botQueryResponse } from '../../../shared/chatbot/messages';
import { parseBotContext } from '../../../shared/chatbot/context';
import { parseLatLng } from '../../../shared/query/coordinate';
import {
  deleteExpiredConversations,
  loadConversation,
  saveConversation,
} from '../../db/queries/bot';
import { databaseBotSource } from '../../services/bot/data-source';
import { botEngineCache } from '../../services/bot/engine-cache';
import { openMeteoWeather } from '../../services/bot/weather';

/** Per client: a conversation's pace, never a scraper's (api-contract §10 #11). */
const rateLimit = { max: 60, timeWindow: '1 minute' };
/** About one write in this many also deletes expired conversations. */
const CLEANUP_EVERY = 50;

/**
 * POST /api/bot/query (api-contract §5.1, rebuilt locally, issue #8): public. The context lives
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
      return answer.messages;
    },
  );
};
