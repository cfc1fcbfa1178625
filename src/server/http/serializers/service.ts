import type { ServiceRecord } from '@shared/api/service';
import type { ServiceWireRow } from '@server/db/queries/services';
import { milesWire } from '@shared/geo/distance';
import { withWireTimes } from '@shared/schedule/wire-times';

/** Who is looking: `userEmail` goes only to the owner and administrators (docs/spec/api-contract.md §12). */
export interface ServiceAudience {
  userId: string | null;
  admin: boolean;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The one wire form of a service (docs/spec/product-spec.md §3): `id`, a GeoJSON point `[lng, lat]`, `distance`
 * in miles as a one-decimal string when the caller gave `currentCoordinate` (docs/spec/api-contract.md §2.3).
 * No `openStatus`: the client computes it with the shared engine in `timeZone`. Never the owner's
 * user record, the search text or who last counted the beds.
 */
export function serviceJson(
  row: ServiceWireRow,
  audience: ServiceAudience,
  distanceMiles?: number,
): ServiceRecord {
  const mayReadEmail = audience.admin || (row.userId !== null && row.userId === audience.userId);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    descriptionEs: row.descriptionEs,
    serviceSummary: row.serviceSummary,
    serviceSummaryEs: row.serviceSummaryEs,
    type: row.type,
    category: row.category,
    age: row.age,
    ageEs: row.ageEs,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    location: { type: 'Point' as const, coordinates: [row.lng, row.lat] as [number, number] },
    ...(distanceMiles === undefined ? {} : { distance: milesWire(distanceMiles) }),
    timeZone: row.timeZone,
    phone: row.phone,
    ...(mayReadEmail ? { userEmail: row.userEmail } : {}),
    contactEmail: row.contactEmail,
    website: row.website,
    facebook: row.facebook,
    twitter: row.twitter,
    instagram: row.instagram,
    youtube: row.youtube,
    isApproved: row.isApproved,
    approvedAt: iso(row.approvedAt),
    isCriticalHeader: row.isCriticalHeader,
    criticalDescription: row.criticalDescription,
    criticalDescriptionEs: row.criticalDescriptionEs,
    isCriticalNeverExpire: row.isCriticalNeverExpire,
    criticalExpiredAt: iso(row.criticalExpiredAt),
    /** The Spanish fields holding machine translation, and when an administrator reviewed them. */
    spanishMachine: row.spanishMachine,
    spanishReviewedAt: iso(row.spanishReviewedAt),
    likes: row.likes,
    availableBeds: row.availableBeds,
    totalBeds: row.totalBeds,
    bedsObservedAt: iso(row.bedsObservedAt),
    isLowBarrier: row.isLowBarrier,
    isAllowedPet: row.isAllowedPet,
    isContact: row.isContact,
    isShowFlag: row.isShowFlag,
    isShowDonate: row.isShowDonate,
    // Times filled in the original clients' form (docs/api.md "The original ShelterApp clients"); the same meaning for the engine.
    schedules: withWireTimes(row.schedules),
    closeSchedules: withWireTimes(row.closeSchedules),
    /** Imported hours that could not be read, in the source's words (docs/hsds.md). */
    hoursText: row.hoursText,
    /** The coordinates are a ZIP or city centre from the gazetteer, not the place itself. */
    locationApproximate: row.locationApproximate,
    comment: row.comment,
    /** The owner's id only (the web's manage-services filter), never the user record. */
    user: row.userId,
    addedByVolunteer: row.addedByVolunteer,
    isDemo: row.isDemo,
    rev: row.rev,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type ServiceJson = ServiceRecord;
