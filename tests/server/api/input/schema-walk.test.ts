import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as validation from '@shared/validation';
import {
  maxLengthOf,
  refusesControlCharacters,
  stringLeaves,
  type StringLeaf,
} from '@shared/validation/schema-walk';
import { webPushSubscriptionSchema } from '@shared/validation/push';
import type { ServiceEditorRole } from '@shared/validation/service-roles';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';

// docs/api.md "Text input": every string a request can carry, in every route's body, query and
// path, refuses control characters and has a maximum. The schemas a handler parses itself (the
// service form, the user edit, feedbacks, push subscriptions) are walked too.

const PARTS = ['body', 'querystring', 'params'] as const;
const EDITORS: ServiceEditorRole[] = ['volunteer', 'provider', 'admin', 'superUser'];

function problems(where: string, leaves: StringLeaf[]): string[] {
  return leaves.flatMap((leaf) => {
    const name = `${where}${leaf.path}`;
    const found: string[] = [];
    if (!refusesControlCharacters(leaf)) found.push(`${name} accepts control characters`);
    if (!Number.isFinite(maxLengthOf(leaf) ?? Infinity)) found.push(`${name} has no maximum`);
    return found;
  });
}

/** Schemas parsed inside handlers rather than declared on the route. */
function handlerSchemas(): [string, unknown][] {
  const exported = Object.entries(validation).filter(([, value]) => value instanceof z.ZodType);
  return [
    ...exported,
    ...EDITORS.map((role) => [
      `serviceFormSchema(${role})`,
      validation.serviceFormSchema({ role }),
    ]),
    ['userEditSchema', validation.userEditSchema({ targetIsAdmin: false })],
    ['scheduleEntrySchema(opening)', validation.scheduleEntrySchema('opening')],
    ['scheduleEntrySchema(closed)', validation.scheduleEntrySchema('closed')],
    ['webPushSubscriptionSchema', webPushSubscriptionSchema],
  ] as [string, unknown][];
}

describe('the input rule of every text', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it("holds for every string of every registered route's body, query and path", () => {
    let walked = 0;
    const found = t.app.apiRouteCatalog.flatMap((route) =>
      PARTS.flatMap((part) => {
        const schema = route.schema?.[part];
        const leaves = stringLeaves(schema, '');
        walked += leaves.length;
        return problems(
          `${route.method} ${route.url} ${part === 'querystring' ? 'query' : part}`,
          leaves,
        );
      }),
    );
    expect(found).toEqual([]);
    // The walk reaches the route schemas (a broken walk would find nothing and pass).
    expect(walked).toBeGreaterThan(60);
  });

  it('holds for every schema a handler parses itself', () => {
    let walked = 0;
    const found = handlerSchemas().flatMap(([name, schema]) => {
      const leaves = stringLeaves(schema, '');
      walked += leaves.length;
      return problems(name, leaves);
    });
    expect(found).toEqual([]);
    expect(walked).toBeGreaterThan(60);
  });
});
