import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../raw';

/** Who the badge counts are for, and how far their management reaches (docs/spec/product-spec.md §2, §6). */
export interface BadgeScope {
  userId: string;
  admin: boolean;
  lead: boolean;
}

export interface BadgeCounts {
  countManagedServices: number;
  countUnReadFeedbacks: number;
  countManagedShelters: number;
  countNotApprovedServices?: number;
  countVolunteers?: number;
  countAdminUsers?: number;
  countSupperUsers?: number;
  countTotalUsers?: number;
}

const VOLUNTEER_USER = sql`(u.is_volunteer OR u.roles && ARRAY['VOLUNTEER','VOLUNTEER LEAD','VOLUNTEER SENIOR']::text[])
  AND NOT (u.roles @> ARRAY['ADMINISTRATOR']::text[])`;

async function one(db: Database, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

/**
 * The badge counts of docs/spec/api-contract.md §2.1, with its holes fixed: an administrator's managed services
 * are all services (the manage list shows them all, approved or not), a lead's are their own plus
 * the volunteer-added ones (the lead's manage list), and a lead's approvals badge counts the
 * volunteer-added services waiting for them.
 */
export async function badgeCounts(db: Database, scope: BadgeScope): Promise<BadgeCounts> {
  const me = scope.userId;
  const managed = scope.admin
    ? sql`true`
    : scope.lead
      ? sql`(s.user_id = ${me} OR s.added_by_volunteer)`
      : sql`s.user_id = ${me}`;
  const [services, shelters, feedbacks] = await Promise.all([
    one(db, sql`SELECT count(*)::int AS n FROM services s WHERE ${managed}`),
    one(
      db,
      sql`SELECT count(*)::int AS n FROM services s WHERE ${scope.admin ? sql`true` : sql`s.user_id = ${me}`}
          AND 'SHELTER' = ANY(s.type) AND (s.available_beds > 0 OR s.total_beds > 0)`,
    ),
    one(
      db,
      sql`SELECT count(*)::int AS n FROM feedbacks f WHERE NOT f.is_archive
          AND ${scope.admin ? sql`true` : sql`f.service_owner_id = ${me}`}`,
    ),
  ]);
  const counts: BadgeCounts = {
    countManagedServices: services,
    countUnReadFeedbacks: feedbacks,
    countManagedShelters: shelters,
  };
  if (scope.admin || scope.lead) {
    counts.countNotApprovedServices = await one(
      db,
      sql`SELECT count(*)::int AS n FROM services s WHERE NOT s.is_approved
          AND ${scope.admin ? sql`true` : sql`s.added_by_volunteer`}`,
    );
    counts.countVolunteers = await one(
      db,
      sql`SELECT count(*)::int AS n FROM users u WHERE ${VOLUNTEER_USER}`,
    );
  }
  if (scope.admin) {
    const [row] = await queryRows<{ admins: number; supers: number; total: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE roles @> ARRAY['ADMINISTRATOR']::text[])::int AS admins,
                 count(*) FILTER (WHERE roles @> ARRAY['SUPER USER']::text[])::int AS supers,
                 count(*)::int AS total
          FROM users`,
    );
    counts.countAdminUsers = Number(row?.admins ?? 0);
    counts.countSupperUsers = Number(row?.supers ?? 0);
    counts.countTotalUsers = Number(row?.total ?? 0);
  }
  return counts;
}
