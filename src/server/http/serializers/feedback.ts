import type { FeedbackRecord } from '@shared/api/content';
import { formatLngLat } from '@shared/query/coordinate';
import type { FeedbackRow } from '@server/db/queries/feedbacks';

/**
 * The wire form of a feedback (docs/spec/product-spec.md §3): `service` and `serviceOwner` are ids, `files` the
 * ids to fetch with GET /api/files/{id}, `coordinates` 'lng|lat' or the clients' '0|0'.
 */
export function feedbackJson(row: FeedbackRow, fileIds: string[]): FeedbackRecord {
  return {
    id: row.id,
    type: row.type,
    service: row.serviceId,
    serviceOwner: row.serviceOwnerId,
    subject: row.subject,
    message: row.message,
    name: row.name,
    email: row.email,
    phone: row.phone,
    coordinates:
      row.lat === null || row.lng === null ? '0|0' : formatLngLat({ lng: row.lng, lat: row.lat }),
    files: fileIds,
    isArchive: row.isArchive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
