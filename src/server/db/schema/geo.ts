import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** US city gazetteer (offline geocoding and location search), product-spec §3 'Cities'. */
export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: text().notNull(),
    state: text().notNull(),
    /** '<name> <state>', unique; lowercased accent-free copy in searchKey for trigram search. */
    search: text().notNull().unique(),
    searchKey: text().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    population: integer().notNull().default(0),
  },
  (t) => [
    index('cities_earth_gist').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`),
    index('cities_search_trgm').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

// No spatial index: nearest-place lookups use the cities' index, and a ZIP is found by its code
// (a GiST index here quadrupled the first-start seeding time on PGlite).
export const zips = pgTable('zips', {
  id: id(),
  code: text().notNull().unique(),
  city: text().notNull(),
  state: text().notNull(),
  lat: doublePrecision().notNull(),
  lng: doublePrecision().notNull(),
});

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2. */
  code: text().primaryKey(),
  name: text().notNull(),
  nameEs: text().notNull(),
  /** United States and Canada first (product-spec §9), then alphabetical. */
  sortOrder: integer().notNull(),
});

export const states = pgTable(
  'states',
  {
    countryCode: text()
      .notNull()
      .references(() => countries.code, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.code] })],
);

export const regions = pgTable('regions', {
  id: id(),
  name: text().notNull().unique(),
  description: text(),
  /** USPS state codes the region covers. */
  states: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const homelessLiaisons = pgTable('homeless_liaisons', {
  id: id(),
  name: text().notNull(),
  organization: text(),
  email: text(),
  phone: text(),
  area: text(),
  regionId: uuid().references(() => regions.id, { onDelete: 'set null' }),
  notes: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const regionalCoordinators = pgTable(
  'regional_coordinators',
  {
    id: id(),
    regionId: uuid()
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text(),
    phone: text(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.regionId, t.name)],
);
