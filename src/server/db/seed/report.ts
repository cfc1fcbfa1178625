import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../raw';

export interface SeedReport {
  services: number;
  approved: number;
  demo: number;
  byType: Record<string, number>;
  byCity: Record<string, number>;
  bySchedule: Record<string, number>;
  byClosure: Record<string, number>;
  contactOnly: number;
  shelters: { withBeds: number; totalBeds: number; availableBeds: number };
  criticalHeaders: number;
  crisisLines: number;
  staticPages: string[];
  faqs: number;
  cities: number;
  zips: number;
  countries: number;
  administrators: number;
}

type Row = Record<string, unknown>;

const rows = (db: Database, query: SQL) => queryRows<Row>(db, query);

async function count(db: Database, query: SQL): Promise<number> {
  const [row] = await rows(db, query);
  return Number(row?.n ?? 0);
}

async function tally(db: Database, query: SQL): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const r of await rows(db, query)) out[String(r.k)] = Number(r.n);
  return out;
}

/** Counts per type, per city and per schedule type (docs/architecture.md, must show). */
export async function seedReport(db: Database): Promise<SeedReport> {
  const [beds] = await rows(
    db,
    sql`SELECT count(*)::int AS n, coalesce(sum(total_beds),0)::int AS total, coalesce(sum(available_beds),0)::int AS available
        FROM services WHERE 'SHELTER' = ANY(type) AND total_beds > 0`,
  );
  return {
    services: await count(db, sql`SELECT count(*)::int AS n FROM services`),
    approved: await count(db, sql`SELECT count(*)::int AS n FROM services WHERE is_approved`),
    demo: await count(db, sql`SELECT count(*)::int AS n FROM services WHERE is_demo`),
    byType: await tally(
      db,
      sql`SELECT t AS k, count(*)::int AS n FROM services, unnest(type) t GROUP BY t ORDER BY t`,
    ),
    byCity: await tally(
      db,
      sql`SELECT city || ', ' || state AS k, count(*)::int AS n FROM services GROUP BY city, state ORDER BY city`,
    ),
    bySchedule: await tally(
      db,
      sql`SELECT e->>'type' AS k, count(*)::int AS n FROM services, jsonb_array_elements(schedules) e GROUP BY 1 ORDER BY 1`,
    ),
    byClosure: await tally(
      db,
      sql`SELECT e->>'type' AS k, count(*)::int AS n FROM services, jsonb_array_elements(close_schedules) e GROUP BY 1 ORDER BY 1`,
    ),
    contactOnly: await count(db, sql`SELECT count(*)::int AS n FROM services WHERE is_contact`),
    shelters: {
      withBeds: Number(beds?.n ?? 0),
      totalBeds: Number(beds?.total ?? 0),
      availableBeds: Number(beds?.available ?? 0),
    },
    criticalHeaders: await count(
      db,
      sql`SELECT count(*)::int AS n FROM services WHERE is_critical_header`,
    ),
    crisisLines: await count(db, sql`SELECT count(*)::int AS n FROM crisis_lines`),
    staticPages: (await rows(db, sql`SELECT code FROM static_pages ORDER BY code`)).map((r) =>
      String(r.code),
    ),
    faqs: await count(db, sql`SELECT count(*)::int AS n FROM chatbot_faqs`),
    cities: await count(db, sql`SELECT count(*)::int AS n FROM cities`),
    zips: await count(db, sql`SELECT count(*)::int AS n FROM zips`),
    countries: await count(db, sql`SELECT count(*)::int AS n FROM countries`),
    administrators: await count(
      db,
      sql`SELECT count(*)::int AS n FROM users WHERE 'ADMINISTRATOR' = ANY(roles)`,
    ),
  };
}

export function formatReport(r: SeedReport): string {
  const section = (title: string, data: Record<string, number>) =>
    [`${title}:`, ...Object.entries(data).map(([k, n]) => `  ${k.padEnd(28)} ${n}`)].join('\n');
  return [
    `services: ${r.services} (approved ${r.approved}, demo ${r.demo}, contact-only ${r.contactOnly}, critical headers ${r.criticalHeaders})`,
    section('per type', r.byType),
    section('per city', r.byCity),
    section('per schedule type', r.bySchedule),
    section('per closed-day type', r.byClosure),
    `shelters with beds: ${r.shelters.withBeds} (${r.shelters.availableBeds} of ${r.shelters.totalBeds} beds available)`,
    `crisis lines: ${r.crisisLines}; static pages: ${r.staticPages.join(', ')}; chatbot FAQ: ${r.faqs}`,
    `gazetteer: ${r.cities} cities, ${r.zips} zips; countries: ${r.countries}; administrators: ${r.administrators}`,
  ].join('\n');
}
