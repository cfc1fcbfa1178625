import type { FastifyRequest } from 'fastify';
import type { ServiceRecord } from '@shared/api/service';
import type { Database } from '@server/db/client';
import type { ServiceViewer } from '@server/db/queries/service-conditions';
import { findService, type ServiceRow } from '@server/db/queries/services';
import { serviceJson, type ServiceAudience } from '@server/http/serializers/service';
import { HttpError } from '@server/plugins/error-handler';
import { may } from '@server/services/auth/rights';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export const SERVICE_NOT_FOUND = 'Service not found';

export function viewerOf(request: FastifyRequest): ServiceViewer & ServiceAudience {
  const user = request.auth?.user ?? null;
  return {
    userId: user?.id ?? null,
    admin: may.actOnAnyService(user),
    lead: may.leadVolunteers(user),
  };
}

/** Unapproved services: their owner, administrators, and leads for volunteer-created ones. */
export function maySee(viewer: ServiceViewer, row: ServiceRow): boolean {
  return (
    row.isApproved ||
    viewer.admin ||
    (viewer.userId !== null && row.userId === viewer.userId) ||
    (viewer.lead && row.addedByVolunteer)
  );
}

/** Nobody signed in: what a shared link shows to anyone. */
export const GUEST: ServiceViewer & ServiceAudience = { userId: null, admin: false, lead: false };

/**
 * GET /api/services/:id's answer for `viewer`, or null when there is no such service for them
 * (an id that cannot name one, none, or an unapproved one they may not see). The route and the
 * served first screen (src/server/http/app-shell.ts) both read a service through it.
 */
export async function visibleService(
  db: Database,
  id: string,
  viewer: ServiceViewer & ServiceAudience,
): Promise<ServiceRecord | null> {
  if (!isUuid(id)) return null;
  const row = await findService(db, id);
  return row && maySee(viewer, row) ? serviceJson(row, viewer) : null;
}

/** A path id that cannot name a service is a 404 before any query (docs/spec/api-contract.md §12). */
export function serviceIdOf(id: string): string {
  if (!isUuid(id)) throw new HttpError(404, SERVICE_NOT_FOUND);
  return id;
}
