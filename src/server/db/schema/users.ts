import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AccountProvider, PushPlatform, Role } from '@shared/domain/enums';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable('users', {
  id: id(),
  email: text().notNull().unique(),
  displayName: text().notNull().default(''),
  name: text(),
  phone: text(),
  roles: text().array().$type<Role[]>().notNull().default(['USER']),
  /** Active (true) or Inactive (false), docs/spec/product-spec.md §3/§4. Inactive users cannot sign in. */
  isApproved: boolean().notNull().default(true),
  isVolunteer: boolean().notNull().default(false),
  /** Service quota, docs/spec/product-spec.md §6 (default 3, minimum 1). */
  totalServices: integer().notNull().default(3),
  /** The language of e-mails and push notifications to this person (the app's choice). */
  language: text().$type<'en' | 'es'>().notNull().default('en'),
  lastMethod: text().$type<AccountProvider>().notNull().default('LOCAL'),
  lastSignedIn: timestamp({ withTimezone: true }),
  isDemo: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** How a user signs in: a LOCAL password, or a verified social identity (provider + subject). */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().$type<AccountProvider>().notNull(),
    /** LOCAL: the lowercased e-mail; social: the provider's subject id. */
    subject: text().notNull(),
    /** argon2id, LOCAL only. */
    passwordHash: text(),
    lastSignedIn: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.provider, t.subject), index().on(t.userId)],
);

/** Server-side sessions: random bearer tokens stored hashed, with expiry and revocation. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastSeenAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/** Password reset tokens: single use, hashed, one hour (docs/spec/api-contract.md §12). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/** Push devices (docs/spec/product-spec.md §7 register-device); WEB devices keep their push subscription. */
export const devices = pgTable(
  'devices',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text().$type<PushPlatform>().notNull(),
    deviceId: text().notNull(),
    token: text().notNull(),
    subscription: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique().on(t.userId, t.deviceId)],
);
