import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** US city gazetteer (offline geocoding and location search), docs/spec/product-spec.md §3 'Cities'. */
export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: text().notNull(),
    state: text().notNull(),
    /** '<name> <state>', unique; lowercased accent-free copy in searchKey (city_search_keys). */
    search: text().notNull().unique(),
    searchKey: text().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    population: integer().notNull().default(0),
  },
  (t) => [index('cities_earth_gist').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)],
);

/**
 * The place search's index (docs/architecture.md, "The place search"): one row per word of a
 * city's name, holding its folded key from that word on ('new york ny', 'york ny'), so a btree
 * prefix range finds a city by the start of any word of its name. Filled by triggers on `cities`
 * (migration 0007), so every way a city is written keeps it true; `population` is copied so the
 * ranking needs no join.
 */
export const citySearchKeys = pgTable(
  'city_search_keys',
  {
    cityId: uuid()
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    /** 0: the whole key; n: the key from the name's (n+1)th word. */
    word: smallint().notNull(),
    key: text().notNull(),
    population: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.word] }),
    // text_pattern_ops: `key LIKE 'abc%'` becomes an index range whatever the database's collation.
    index('city_search_keys_prefix').on(t.key.op('text_pattern_ops')),
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
  /** United States and Canada first (docs/spec/product-spec.md §9), then alphabetical. */
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
