import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Security headers. The CSP allows only the app's own origin by default; an online map style
 * (MAP_STYLE_URL) adds its origin for styles, tiles, glyphs and sprites.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const mapOrigin = config.MAP_STYLE_URL ? [new URL(config.MAP_STYLE_URL).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and maplibre set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigin],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...mapOrigin],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // A plain-http local install must not tell browsers to insist on https.
    hsts: config.PUBLIC_URL?.startsWith('https://') ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(cors, { origin: config.CORS_ORIGINS });
  }
}
