import { and, eq } from 'drizzle-orm';
import type { Database, DatabaseKind } from '@server/db/client';
import { tombstones } from '@server/db/schema';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';

export interface ContentApp {
  t: TestApp;
  /** Bearer headers of an administrator and of a plain user. */
  admin: Record<string, string>;
  user: Record<string, string>;
}

/** A test app with `<tag>-admin@x.test` (ADMINISTRATOR) and `<tag>-user@x.test` (USER) signed in. */
export async function buildContentApp(kind: DatabaseKind, tag: string): Promise<ContentApp> {
  const t = await buildTestApp(kind);
  try {
    const a = await createUser(t.database.db, {
      email: `${tag}-admin@x.test`,
      roles: ['ADMINISTRATOR'],
    });
    const u = await createUser(t.database.db, { email: `${tag}-user@x.test`, roles: ['USER'] });
    return {
      t,
      admin: { authorization: `Bearer ${a.token}` },
      user: { authorization: `Bearer ${u.token}` },
    };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/** The tombstone a delete of `entity` row `entityId` left, if any. */
export async function tombstoneOf(db: Database, entity: string, entityId: string) {
  const [stone] = await db
    .select()
    .from(tombstones)
    .where(and(eq(tombstones.entity, entity), eq(tombstones.entityId, entityId)));
  return stone;
}
