import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translateBody, translateResponse } from '@shared/api/translate';
import { requireUser } from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import { createTranslator } from '@server/services/translate';
import { errorResponses } from '@shared/api/common';

export const TRANSLATION_UNAVAILABLE = 'Machine translation is not available right now.';

const unavailable = () =>
  new HttpError(503, TRANSLATION_UNAVAILABLE, { reason: 'TRANSLATION_UNAVAILABLE' });

/**
 * POST /api/common/translate {source, target, text} → {translatedText} (docs/spec/product-spec.md §7).
 * Signed-in callers only, rate-limited per client: unlike the original it is not an open
 * translation proxy (Apertium costs CPU, DeepL and Google cost money). An engine failure
 * answers 503, never 500: the caller may simply keep the text it has.
 */
export const translateRoute: FastifyPluginAsyncZod = async (app) => {
  const translator = createTranslator(app.config);
  app.post(
    '/common/translate',
    {
      schema: { body: translateBody, response: { 200: translateResponse, ...errorResponses(503) } },
      preHandler: requireUser(),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { source, target, text } = request.body;
      if (!translator) throw unavailable();
      try {
        const [translatedText] = await translator.translate([text], source, target);
        return { translatedText: translatedText ?? '' };
      } catch (error) {
        request.log.warn({ err: error, engine: translator.name }, 'machine translation failed');
        throw unavailable();
      }
    },
  );
};
