// The 20,000 services the benchmarks measure with: demo services cloned with their coordinates
// jittered (±0.2°) around their demo city, all in one transaction (one rev), as a bulk import is.
import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/raw';
import { services } from '../../src/server/db/schema';
import { demoServices } from '../../src/server/db/seed/demo';
import { demoServiceRow } from '../../src/server/db/seed/demo-services';
import { nextRev } from '../../src/server/db/queries/sync';

export const TOTAL = 20_000;

/** Demo services cloned with coordinates jittered (±0.2°) around their demo city. */
export async function fillServices(db: Database, config: Config): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM services`,
  );
  const have = Number(row?.n ?? 0);
  const demo = demoServices();
  const now = new Date();
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31 - 0.5;
  await db.transaction(async (tx) => {
    const rev = await nextRev(tx);
    const batch: ReturnType<typeof demoServiceRow>[] = [];
    for (let i = have; i < TOTAL; i++) {
      const base = demo[i % demo.length]!;
      const lat = base.lat + random() * 0.4;
      const lng = base.lng + random() * 0.4;
      batch.push(
        demoServiceRow({ ...base, name: `${base.name} #${i}`, lat, lng }, config, now, rev),
      );
      if (batch.length === 1000) await tx.insert(services).values(batch.splice(0));
    }
    if (batch.length) await tx.insert(services).values(batch);
  });
  // A steady state: autovacuum would otherwise run during the first measurement.
  await db.execute(sql`VACUUM ANALYZE services`);
  return TOTAL;
}

/** The server configuration of the benchmarks: production, silent, demo data, a bench admin. */
export function benchConfig(dataDir: string, extra: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    DEFAULT_TIMEZONE: 'America/Denver',
    ADMIN_EMAIL: 'bench-admin@refugio.test',
    ADMIN_PASSWORD: 'bench-admin-password',
    // The load comes from one address: the shared per-client ceiling would answer it with 429s.
    API_RATE_LIMIT_PER_MINUTE: '10000000',
    ...extra,
  });
}
