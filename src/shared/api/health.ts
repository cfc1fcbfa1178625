import { z } from 'zod';

/** GET /api/health: what a load balancer and the app's start-up both read. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  schemaVersion: z.number().int(),
  expectedSchemaVersion: z.number().int(),
  version: z.string(),
  /** The database holds the fictional demo listings: the app says so on every screen. */
  demoData: z.boolean(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
