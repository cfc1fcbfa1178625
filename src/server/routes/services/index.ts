import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceBedsRoutes } from './beds';
import { serviceBulkRoutes } from './bulk';
import { createServiceRoute } from './create';
import { serviceItemRoutes } from './item';
import { serviceLikesRoute } from './likes';
import { serviceListRoutes } from './list';
import { searchCityOrZipRoute } from './search-city-or-zip';
import { searchGeoLocationRoute } from './search-geo-location';
import { spanishReviewedRoute } from './spanish-reviewed';

/** The /api/services group (docs/api/services.md). */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(serviceListRoutes);
  await app.register(createServiceRoute);
  await app.register(serviceBedsRoutes);
  await app.register(serviceBulkRoutes);
  await app.register(serviceLikesRoute);
  await app.register(serviceItemRoutes);
  await app.register(searchCityOrZipRoute);
  await app.register(searchGeoLocationRoute);
  await app.register(spanishReviewedRoute);
};
