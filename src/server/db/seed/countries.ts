import { createRequire } from 'node:module';
import countriesLib from 'i18n-iso-countries';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { countries, states } from '../schema';
import { CA_PROVINCES, US_STATES } from './regions-data';

const require = createRequire(import.meta.url);
countriesLib.registerLocale(require('i18n-iso-countries/langs/en.json'));
countriesLib.registerLocale(require('i18n-iso-countries/langs/es.json'));

const FIRST = ['US', 'CA'];

/** About 250 countries with English and Spanish names, United States and Canada first (§9). */
export function countryRows() {
  const en = countriesLib.getNames('en', { select: 'official' });
  const es = countriesLib.getNames('es', { select: 'official' });
  const codes = Object.keys(en).sort((a, b) => {
    const fa = FIRST.indexOf(a);
    const fb = FIRST.indexOf(b);
    if (fa !== -1 || fb !== -1) return (fa === -1 ? 99 : fa) - (fb === -1 ? 99 : fb);
    return (en[a] ?? a).localeCompare(en[b] ?? b, 'en');
  });
  return codes.map((code, index) => ({
    code,
    name: code === 'US' ? 'United States' : (en[code] ?? code),
    nameEs: es[code] ?? en[code] ?? code,
    sortOrder: index,
  }));
}

export async function seedCountries(db: Database): Promise<number> {
  const rows = countryRows();
  await db.insert(countries).values(rows).onConflictDoNothing();
  const stateRows = [
    ...US_STATES.map(([code, name]) => ({ countryCode: 'US', code, name })),
    ...CA_PROVINCES.map(([code, name]) => ({ countryCode: 'CA', code, name })),
  ];
  await db.insert(states).values(stateRows).onConflictDoNothing();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(countries);
  return row?.n ?? 0;
}
