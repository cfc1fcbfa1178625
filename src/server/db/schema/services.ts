import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Category, ServiceType } from '@shared/domain/enums';
import type { ScheduleEntry } from '@shared/schedule/types';
import { createdAt, id, rev, updatedAt } from './columns';
import { users } from './users';

export const services = pgTable(
  'services',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(''),
    descriptionEs: text(),
    serviceSummary: text().notNull().default(''),
    serviceSummaryEs: text(),
    type: text().array().$type<ServiceType[]>().notNull(),
    category: text().array().$type<Category[]>().notNull(),
    age: text(),
    ageEs: text(),
    address1: text().notNull().default(''),
    address2: text(),
    city: text().notNull().default(''),
    state: text().notNull().default(''),
    zip: text().notNull().default(''),
    country: text().notNull().default('United States'),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    /** IANA zone derived offline from lat/lng (fallback DEFAULT_TIMEZONE): docs/spec/open-status.md evaluates here. */
    timeZone: text().notNull(),
    phone: text(),
    userEmail: text(),
    contactEmail: text(),
    website: text(),
    facebook: text(),
    twitter: text(),
    instagram: text(),
    youtube: text(),
    isApproved: boolean().notNull().default(false),
    approvedAt: timestamp({ withTimezone: true }),
    isCriticalHeader: boolean().notNull().default(false),
    criticalDescription: text(),
    criticalDescriptionEs: text(),
    isCriticalNeverExpire: boolean().notNull().default(false),
    criticalExpiredAt: timestamp({ withTimezone: true }),
    likes: integer().notNull().default(0),
    availableBeds: integer().notNull().default(0),
    totalBeds: integer().notNull().default(0),
    /** When the current bed count was observed (on the device, for offline updates) and by whom. */
    bedsObservedAt: timestamp({ withTimezone: true }),
    bedsUpdatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    isLowBarrier: boolean().notNull().default(false),
    isAllowedPet: boolean().notNull().default(false),
    isContact: boolean().notNull().default(false),
    isShowFlag: boolean().notNull().default(false),
    isShowDonate: boolean().notNull().default(false),
    schedules: jsonb().$type<ScheduleEntry[]>().notNull().default([]),
    closeSchedules: jsonb().$type<ScheduleEntry[]>().notNull().default([]),
    comment: text(),
    /**
     * The Spanish fields (descriptionEs, serviceSummaryEs, ageEs) that hold machine translation
     * (docs/translation.md): only these may be rewritten by the engine; a person's own Spanish never is.
     */
    spanishMachine: text().array().notNull().default([]),
    /** An administrator read the Spanish and marked it reviewed (clears the machine label). */
    spanishReviewedAt: timestamp({ withTimezone: true }),
    spanishReviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Owner (the user who added it); null for imported or orphaned listings. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Added by a volunteer: waits for an administrator or a volunteer lead (docs/spec/api-contract.md §12). */
    addedByVolunteer: boolean().notNull().default(false),
    /** Lowercased, accent-free text of the default search fields (docs/spec/product-spec.md §9), for pg_trgm. */
    searchText: text().notNull().default(''),
    isDemo: boolean().notNull().default(false),
    /**
     * Where an imported listing came from (docs/hsds.md): the source's name and its own id, unique
     * together, so the next export of the same source updates in place. Null for typed listings.
     */
    source: text(),
    sourceId: text(),
    /** The coordinates are a gazetteer centre (ZIP or city), not the place itself. */
    locationApproximate: boolean().notNull().default(false),
    /** Opening hours as the source wrote them, kept when they could not be read into entries. */
    hoursText: text(),
    rev: rev(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_earth_gist').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`),
    index('services_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('services_type_gin').using('gin', t.type),
    index().on(t.isApproved),
    index().on(t.userId),
    index().on(t.rev),
    index().on(t.createdAt),
    uniqueIndex('services_source_unique').on(t.source, t.sourceId),
  ],
);

/** One kudo per service per device (docs/spec/product-spec.md §4). */
export const kudos = pgTable(
  'kudos',
  {
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    deviceId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.deviceId] })],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceId] })],
);

/** Every bed observation, accepted or not: the newest observation wins (docs/sync.md). */
export const bedUpdates = pgTable(
  'bed_updates',
  {
    id: id(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    availableBeds: integer().notNull(),
    totalBeds: integer().notNull(),
    observedAt: timestamp({ withTimezone: true }).notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    accepted: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.serviceId, t.observedAt)],
);
