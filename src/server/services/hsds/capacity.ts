import { numberOrNull } from './model';

type Json = Record<string, unknown>;

/** Beds from HSDS 3.1 `service_capacity` rows whose unit is a bed (or has no unit name). */
export function capacityOf(rows: readonly Json[]) {
  for (const row of rows) {
    const unit = row['unit'];
    const unitName =
      typeof unit === 'object' && unit !== null ? (unit as Json)['name'] : row['unit_name'];
    if (typeof unitName === 'string' && !/bed/i.test(unitName)) continue;
    const maximum = numberOrNull(String(row['maximum'] ?? ''));
    const available = numberOrNull(String(row['available'] ?? ''));
    if (maximum === null || available === null || maximum < 0 || available < 0) continue;
    const updated = typeof row['updated'] === 'string' ? row['updated'] : null;
    return { available: Math.min(available, maximum), maximum, updated };
  }
  return null;
}
