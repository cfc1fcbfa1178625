import type { CrisisLineRecord } from '@shared/api/content';
import type { CrisisLineRow } from '@server/db/queries/crisis-lines';

/**
 * The wire form of a crisis line: the original's field names (`time` is our column `hours`,
 * docs/spec/api-contract.md §2.6), the Spanish texts beside them, and a GeoJSON point ([0,0] when unknown,
 * as the original stored it).
 */
export function crisisLineJson(row: CrisisLineRow): CrisisLineRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    descriptionEs: row.descriptionEs,
    area: row.area,
    time: row.hours,
    hoursEs: row.hoursEs,
    phone: row.phone,
    text: row.text,
    chatWebLink: row.chatWebLink,
    website: row.website,
    ranking: row.ranking,
    location: {
      type: 'Point' as const,
      coordinates: [row.lng ?? 0, row.lat ?? 0] as [number, number],
    },
    rev: row.rev,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
