import type { InjectOptions } from 'fastify';
import type { Database } from '../../../../src/server/db/client';
import type { Actor, ActorKind } from '../../../helpers/actors';

/** What a row can use to prepare its request: the database and the actors. */
export interface MatrixContext {
  db: Database;
  actors: Record<ActorKind, Actor>;
  /** A user who is none of the actors: owner of "another user's resource". */
  stranger: Actor;
}

/**
 * One endpoint of the authorization matrix. `route` is the registered route ('GET /api/users/:id');
 * `request` builds a fresh request for the given actor (creating what it needs, so a DELETE never
 * runs out of things to delete); `expect` gives the status per actor kind, `default` for the rest.
 */
export interface MatrixRow {
  route: string;
  name?: string;
  request(ctx: MatrixContext, actor: Actor): Promise<InjectOptions> | InjectOptions;
  expect: Partial<Record<ActorKind, number>> & { default: number };
}
