import { eq, sql } from 'drizzle-orm';
import type { Config } from '@server/config';
import type { Database } from '../client';
import { appMeta } from '../schema';
import { seedAdmin, type SeededAdmin } from './admin';
import { seedContent } from './content';
import { seedCountries } from './countries';
import { seedDemoServices } from './demo-services';
import { seedGazetteer } from './gazetteer';

export interface SeedLog {
  info(obj: object, msg?: string): void;
}

export interface SeedResult {
  admin: SeededAdmin | null;
  steps: string[];
}

async function done(db: Database, key: string): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, key));
  return rows.length > 0;
}

async function mark(db: Database, key: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value: new Date().toISOString() })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    });
}

/**
 * Fills what the product needs to work (lookups, gazetteer, pages, crisis lines, FAQ, the first
 * administrator) and, when SEED_DEMO is on, the demo listings. Idempotent: each step runs once
 * per database, so restarts and several instances never duplicate or undo anything.
 */
export async function seedDatabase(
  db: Database,
  config: Config,
  log?: SeedLog,
): Promise<SeedResult> {
  const steps: string[] = [];
  const step = async (key: string, run: () => Promise<unknown>) => {
    if (await done(db, key)) return;
    const started = Date.now();
    const result = await run();
    await mark(db, key);
    steps.push(key);
    log?.info({ step: key, result, ms: Date.now() - started }, 'seeded');
  };
  await step('seed.countries', () => seedCountries(db));
  await step('seed.gazetteer', () => seedGazetteer(db));
  await step('seed.content', () => seedContent(db));
  const admin = await seedAdmin(db, config);
  if (admin) steps.push('seed.admin');
  if (config.SEED_DEMO) await step('seed.demo', () => seedDemoServices(db, config));
  return { admin, steps };
}
