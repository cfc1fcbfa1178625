import type { InjectOptions } from 'fastify';
import type { Database } from '@server/db/client';
import type { Actor, ActorGroup, ActorKind } from '@tests/helpers/actors';

/** What a row can use to prepare its request: the database and the actors. */
export interface MatrixContext {
  db: Database;
  actors: Record<ActorKind, Actor>;
  /** A user who is none of the actors: owner of "another user's resource". */
  stranger: Actor;
}

/** An expectation key: an actor kind, or a group of actors (helpers/actors.ts `ActorGroup`). */
export type ExpectKey = ActorKind | Exclude<ActorGroup, 'approved'>;

/**
 * One endpoint of the authorization matrix. `route` is the registered route ('GET /api/users/:id');
 * `request` builds a fresh request for the given actor (creating what it needs, so a DELETE never
 * runs out of things to delete); `expect` gives the status per actor kind, else per group
 * (`unapproved`: pending and deactivated accounts that still sign in; `inactive`: dead sessions),
 * `default` for the rest.
 */
export interface MatrixRow {
  route: string;
  name?: string;
  request(ctx: MatrixContext, actor: Actor): Promise<InjectOptions> | InjectOptions;
  expect: Partial<Record<ExpectKey, number>> & { default: number };
}

/** The status a row expects from an actor. */
export function expected(row: MatrixRow, actor: Actor): number {
  const group = actor.group === 'approved' ? undefined : row.expect[actor.group];
  return row.expect[actor.kind] ?? group ?? row.expect.default;
}
