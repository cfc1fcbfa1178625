import type { Config } from '@server/config';
import { serviceSearchText } from '@shared/domain/search-text';
import { timeZoneAt } from '@server/services/geo/time-zone';
import type { Database } from '../client';
import { nextRev } from '../queries/sync';
import { services } from '../schema';
import { demoServices } from './demo';
import type { DemoService } from './demo/types';

const HOUR = 3_600_000;
const MINUTE = 60_000;

export function demoServiceRow(s: DemoService, config: Config, now: Date, rev: number) {
  const { criticalExpiresInHours, bedsObservedMinutesAgo, ...fields } = s;
  return {
    ...fields,
    country: 'United States',
    timeZone: timeZoneAt(s.lat, s.lng, config.DEFAULT_TIMEZONE),
    searchText: serviceSearchText(s),
    approvedAt: s.isApproved ? now : null,
    criticalExpiredAt:
      criticalExpiresInHours === undefined
        ? null
        : new Date(now.getTime() + criticalExpiresInHours * HOUR),
    bedsObservedAt:
      bedsObservedMinutesAgo === undefined
        ? null
        : new Date(now.getTime() - bedsObservedMinutesAgo * MINUTE),
    isDemo: true,
    rev,
  };
}

/** The demo listings, labelled isDemo so the UI and README can say they are fictional. */
export async function seedDemoServices(
  db: Database,
  config: Config,
  now = new Date(),
): Promise<number> {
  const rows = demoServices();
  await db.transaction(async (tx) => {
    const rev = await nextRev(tx);
    const values = rows.map((s) => demoServiceRow(s, config, now, rev));
    for (let i = 0; i < values.length; i += 200) {
      await tx.insert(services).values(values.slice(i, i + 200));
    }
  });
  return rows.length;
}
