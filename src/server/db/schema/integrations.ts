import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { services } from './services';
import { users } from './users';

/**
 * The chatbot's per-conversation context (docs/chatbot.md), keyed by the client's chatToken and kept in
 * the database, not in process memory, so any server instance can answer the next message.
 */
export const botConversations = pgTable(
  'bot_conversations',
  {
    chatToken: text().primaryKey(),
    context: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.expiresAt)],
);

/**
 * Services whose Spanish still has to be machine-translated: a failed or missing engine never
 * blocks a save; the job stays here and is retried (any instance may take it: SKIP LOCKED).
 */
export const translationQueue = pgTable(
  'translation_queue',
  {
    serviceId: uuid()
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.nextAttemptAt)],
);

/**
 * A social sign-in in progress (OAuth 2 / OpenID Connect code flow): the state, PKCE verifier
 * and nonce live here between the redirect and the callback, so the server stays stateless.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text().primaryKey(),
    provider: text().notNull(),
    codeVerifier: text().notNull(),
    nonce: text(),
    /** Where the PWA wants to land after signing in (a path on this origin). */
    returnTo: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.expiresAt)],
);

/**
 * The one-time code that hands a finished social sign-in to the PWA (docs/social-sign-in.md): the bearer token
 * never travels in a URL; the PWA trades this short-lived, single-use code for a session.
 */
export const socialSignInCodes = pgTable(
  'social_sign_in_codes',
  {
    codeHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.expiresAt)],
);

/**
 * An HSDS import (docs/hsds.md). Its status lives here, not in process memory, so any instance
 * sharing the database answers `GET /api/hsds/imports/{id}`; the instance that received the file
 * runs it (the file is in its temporary folder).
 */
export const hsdsImports = pgTable('hsds_imports', {
  id: uuid().primaryKey().defaultRandom(),
  status: text().$type<'running' | 'done' | 'failed'>().notNull().default('running'),
  dryRun: boolean().notNull().default(false),
  approve: boolean().notNull().default(false),
  done: integer().notNull().default(0),
  total: integer().notNull().default(0),
  report: jsonb().$type<Record<string, unknown>>(),
  error: text(),
  userId: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
