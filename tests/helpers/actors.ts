import type { Database } from '../../src/server/db/client';
import { accounts, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/auth/password';
import { openSession } from '../../src/server/services/auth/sessions';
import type { Role } from '../../src/shared/domain/enums';

/** Who calls in the authorization matrix (issue "API", must show). */
export const ACTOR_KINDS = [
  'guest',
  'USER',
  'VOLUNTEER',
  'VOLUNTEER LEAD',
  'VOLUNTEER SENIOR',
  'AUTO USER',
  'SUPER USER',
  'ADMINISTRATOR',
  'inactive',
] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export interface Actor {
  kind: ActorKind;
  id?: string;
  email?: string;
  token?: string;
  /** `Authorization` header to send, if any. */
  headers: Record<string, string>;
}

export const ACTOR_PASSWORD = 'actor-password-1';

function rolesOf(kind: ActorKind): Role[] {
  if (kind === 'guest' || kind === 'USER' || kind === 'inactive') return ['USER'];
  return [kind, 'USER'];
}

/** A signed-in user of the given roles, with a LOCAL account and a live session. */
export async function createUser(
  db: Database,
  options: { email: string; roles: Role[]; isApproved?: boolean; isVolunteer?: boolean },
): Promise<{ id: string; email: string; token: string }> {
  const [user] = await db
    .insert(users)
    .values({
      email: options.email,
      displayName: options.email.split('@')[0] ?? 'user',
      roles: options.roles,
      isApproved: options.isApproved ?? true,
      isVolunteer: options.isVolunteer ?? options.roles.some((r) => r.startsWith('VOLUNTEER')),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('could not create a test user');
  await db.insert(accounts).values({
    userId: user.id,
    provider: 'LOCAL',
    subject: options.email,
    passwordHash: await hashPassword(ACTOR_PASSWORD),
  });
  const token = await openSession(db, user.id, 1);
  return { id: user.id, email: options.email, token };
}

/** One actor of each kind. The inactive one holds a session that must not work any more. */
export async function createActors(db: Database, tag = 'a'): Promise<Record<ActorKind, Actor>> {
  const out = { guest: { kind: 'guest', headers: {} } } as Record<ActorKind, Actor>;
  for (const kind of ACTOR_KINDS) {
    if (kind === 'guest') continue;
    const slug = kind.toLowerCase().replace(/\s+/g, '-');
    const user = await createUser(db, {
      email: `${slug}.${tag}@actors.test`,
      roles: rolesOf(kind),
      isApproved: kind !== 'inactive',
      isVolunteer: kind.startsWith('VOLUNTEER'),
    });
    out[kind] = { kind, ...user, headers: { authorization: `Bearer ${user.token}` } };
  }
  return out;
}
