import type { StaticPageRecord } from '@shared/api/content';
import type { StaticPageRow } from '@server/db/queries/static-pages';

/** `{code, name, nameEs, content, contentEs}` plus the usual id and dates (docs/spec/api-contract.md §2.7). */
export function staticPageJson(row: StaticPageRow): StaticPageRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameEs: row.nameEs,
    content: row.content,
    contentEs: row.contentEs,
    rev: row.rev,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
