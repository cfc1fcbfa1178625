import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/client';
import { revokeUserSessions } from '@server/db/queries/sessions';
import { updateUser } from '@server/db/queries/users';
import { accounts, users } from '@server/db/schema';
import { openSession } from '@server/services/auth/sessions';
import type { Role } from '@shared/domain/enums';

/** The roles of docs/spec/product-spec.md §6 (and §3), each an approved actor of the authorization matrix. */
export const MATRIX_ROLES = [
  'USER',
  'VOLUNTEER',
  'VOLUNTEER LEAD',
  'VOLUNTEER SENIOR',
  'AUTO USER',
  'SUPER USER',
  'ADMINISTRATOR',
] as const satisfies readonly Role[];
type MatrixRole = (typeof MATRIX_ROLES)[number];

const VOLUNTEER_ROLES: readonly MatrixRole[] = ['VOLUNTEER', 'VOLUNTEER LEAD', 'VOLUNTEER SENIOR'];

/**
 * Who calls in the authorization matrix (docs/api.md "Who may do what"): a guest,
 * every role approved, every role pending (a volunteer sign-up that was given the role and never
 * approved: the only accounts that sign in while not approved), every role deactivated by an
 * administrator after it was approved, and a volunteer-type account that held ADMINISTRATOR and
 * was then deactivated. A deactivated volunteer-type account signs in again (docs/spec/product-spec.md §4);
 * a deactivated account of any other kind keeps only its revoked token.
 */
export const ACTOR_KINDS = [
  'guest',
  ...MATRIX_ROLES,
  ...MATRIX_ROLES.map((role) => `pending ${role}` as const),
  ...MATRIX_ROLES.map((role) => `deactivated ${role}` as const),
  'deactivated volunteer ADMINISTRATOR',
] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/**
 * How an actor's expectation is looked up when a row names neither its kind nor its group:
 * `unapproved` signs in but holds no right (pending or deactivated volunteer-type accounts),
 * `inactive` holds only a dead session.
 */
export type ActorGroup = 'guest' | 'approved' | 'unapproved' | 'inactive';

export interface Actor {
  kind: ActorKind;
  group: ActorGroup;
  id?: string;
  email?: string;
  token?: string;
  /** The account as stored, so a row can make another one like it. */
  roles: Role[];
  isApproved: boolean;
  isVolunteer: boolean;
  /** `Authorization` header to send, if any. */
  headers: Record<string, string>;
}

export const ACTOR_PASSWORD = 'actor-password-1';

// One argon2id hash for every test account, at a low cost (m=1024 KiB, t=1) instead of the
// production one (m=19456 KiB, t=2; src/server/services/auth/password.ts): a hash carries its
// own parameters, so every sign-in of a test account verifies in well under a millisecond instead
// of tens of them, while the server's code path is the production one. The authorization matrix
// signs each of its ~25 actors in on several rows, on each database. Accounts made through the
// API (sign-up, a reset, a password change) are still hashed at the production cost.
let actorHash: Promise<string> | undefined;
const actorPasswordHash = () =>
  (actorHash ??= hash(ACTOR_PASSWORD.normalize('NFC'), { memoryCost: 1024, timeCost: 1 }));

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
    passwordHash: await actorPasswordHash(),
  });
  const token = await openSession(db, user.id, 1);
  return { id: user.id, email: options.email, token };
}

interface ActorSpec {
  kind: ActorKind;
  roles: Role[];
  isVolunteer: boolean;
  /** pending: never approved; deactivated: approved, then set Inactive by an administrator. */
  state: 'approved' | 'pending' | 'deactivated';
}

const rolesFor = (role: MatrixRole): Role[] => (role === 'USER' ? ['USER'] : [role, 'USER']);

function specs(): ActorSpec[] {
  const out: ActorSpec[] = [];
  for (const role of MATRIX_ROLES) {
    const volunteer = VOLUNTEER_ROLES.includes(role);
    out.push({ kind: role, roles: rolesFor(role), isVolunteer: volunteer, state: 'approved' });
    // Only a volunteer sign-up is ever pending; an administrator may then have given it the role.
    out.push({
      kind: `pending ${role}`,
      roles: volunteer ? rolesFor(role) : ['VOLUNTEER', ...rolesFor(role)],
      isVolunteer: true,
      state: 'pending',
    });
    out.push({
      kind: `deactivated ${role}`,
      roles: rolesFor(role),
      isVolunteer: volunteer,
      state: 'deactivated',
    });
  }
  out.push({
    kind: 'deactivated volunteer ADMINISTRATOR',
    roles: ['VOLUNTEER', 'ADMINISTRATOR', 'USER'],
    isVolunteer: true,
    state: 'deactivated',
  });
  return out;
}

const groupOf = (spec: ActorSpec): ActorGroup => {
  if (spec.state === 'approved') return 'approved';
  return spec.isVolunteer ? 'unapproved' : 'inactive';
};

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.91.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

/**
 * Deactivates through the API, as an administrator does (`PUT /api/users/:id`, which ends every
 * session), then signs in again where the account may (volunteer-type accounts).
 */
async function deactivate(
  app: FastifyInstance,
  admin: Actor,
  spec: ActorSpec,
  user: { id: string; email: string; token: string },
): Promise<string> {
  const put = await app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}`,
    headers: admin.headers,
    payload: { isApproved: false },
  });
  if (put.statusCode !== 200) throw new Error(`could not deactivate ${spec.kind}: ${put.body}`);
  if (!spec.isVolunteer) return user.token;
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: nextAddress(),
    payload: { email: user.email, password: ACTOR_PASSWORD },
  });
  const token = (signIn.json() as { token?: string }).token;
  if (signIn.statusCode !== 200 || !token) {
    throw new Error(`${spec.kind} could not sign in again: ${signIn.body}`);
  }
  return token;
}

/**
 * One actor of each kind. With `app`, deactivated actors are deactivated through the API (the
 * matrix); without it, straight in the database with their sessions revoked.
 */
export async function createActors(
  db: Database,
  tag = 'a',
  app?: FastifyInstance,
): Promise<Record<ActorKind, Actor>> {
  const out = {
    guest: {
      kind: 'guest',
      group: 'guest',
      roles: [],
      isApproved: false,
      isVolunteer: false,
      headers: {},
    },
  } as unknown as Record<ActorKind, Actor>;
  const all = specs();
  // Approved actors first: the administrator deactivates the others.
  all.sort((a, b) => Number(a.state !== 'approved') - Number(b.state !== 'approved'));
  for (const spec of all) {
    const slug = spec.kind.toLowerCase().replace(/\s+/g, '-');
    const user = await createUser(db, {
      email: `${slug}.${tag}@actors.test`,
      roles: spec.roles,
      isApproved: spec.state !== 'pending',
      isVolunteer: spec.isVolunteer,
    });
    let token = user.token;
    if (spec.state === 'deactivated') {
      if (app) token = await deactivate(app, out.ADMINISTRATOR, spec, user);
      else token = await deactivateInDatabase(db, spec, user);
    }
    out[spec.kind] = {
      kind: spec.kind,
      group: groupOf(spec),
      id: user.id,
      email: user.email,
      token,
      roles: spec.roles,
      isApproved: spec.state === 'approved',
      isVolunteer: spec.isVolunteer,
      headers: { authorization: `Bearer ${token}` },
    };
  }
  return out;
}

async function deactivateInDatabase(
  db: Database,
  spec: ActorSpec,
  user: { id: string; token: string },
): Promise<string> {
  await updateUser(db, user.id, { isApproved: false });
  await revokeUserSessions(db, user.id);
  return spec.isVolunteer ? openSession(db, user.id, 1) : user.token;
}
