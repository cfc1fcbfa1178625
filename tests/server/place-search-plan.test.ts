import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import {
  cityLikenessQuery,
  cityPrefixQuery,
  FUZZY_CANDIDATES,
  fuzzyStarts,
} from '@server/db/queries/gazetteer';
import { queryRows } from '@server/db/raw';
import { databaseKinds, openTestDatabase } from '@tests/helpers/build-app';

/**
 * The place search is public: no keyword may make it read the whole gazetteer (docs/architecture.md "The place search"). Its
 * plans on the seeded gazetteer are read with EXPLAIN ANALYZE — no timing is asserted.
 */
describe.each(databaseKinds)('the place search plans on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  async function plan(query: SQLWrapper): Promise<string> {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      database.db,
      sql`EXPLAIN (ANALYZE, VERBOSE, COSTS OFF, TIMING OFF) ${query}`,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  /** Rows of every plan node that computes pg_trgm similarity() (VERBOSE shows each output). */
  function similarityRows(text: string): number[] {
    const lines = text.split('\n');
    return lines.flatMap((line, i) => {
      if (!/Output:.*similarity\(/.test(line)) return [];
      const node =
        lines
          .slice(0, i)
          .reverse()
          .find((l) => /actual rows=/.test(l)) ?? '';
      return [Number(/actual rows=(\d+)/.exec(node)?.[1])];
    });
  }

  const keywords = ['a', 'san', 'denver', 'a'.repeat(100), 'new sa lake denvr springfield'];

  it.each(keywords)('finds prefixes of %j through the btree index, never a scan', async (kw) => {
    const text = await plan(cityPrefixQuery(database.db, kw));
    expect(text).toContain('city_search_keys_prefix');
    expect(text).not.toMatch(/Seq Scan on (cities|city_search_keys)/);
  });

  it.each(keywords.filter((k) => fuzzyStarts(k).length > 0))(
    'computes the likeness of %j for a bounded set of candidates only',
    async (kw) => {
      const text = await plan(cityLikenessQuery(database.db, kw, [], 25));
      expect(text).toContain('city_search_keys_prefix');
      expect(text).not.toMatch(/Seq Scan on (cities|city_search_keys)/);
      const rows = similarityRows(text);
      expect(rows.length).toBeGreaterThan(0);
      for (const n of rows) expect(n).toBeLessThanOrEqual(FUZZY_CANDIDATES);
    },
  );

  it('starts the likeness search from at most three words', () => {
    expect(fuzzyStarts('new sa lake denvr springfield')).toEqual(['new', 'lak', 'den']);
    expect(fuzzyStarts('a b')).toEqual([]);
  });
});
