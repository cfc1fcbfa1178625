import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manageFeedbackRoutes } from './manage';
import { submitFeedbackRoutes } from './submit';

/** /api/feedbacks (docs/spec/api-contract.md §2.4, §12). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(submitFeedbackRoutes);
  await app.register(manageFeedbackRoutes);
};
