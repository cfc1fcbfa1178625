import { z } from 'zod';

/** The report of an HSDS import (docs/hsds.md): a bad row is a problem line, never a failed import. */
export const hsdsImportReport = z.object({
  services: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    skipped: z.number().int(),
    /** Listings of this source that the file no longer has (kept; unpublished only on request). */
    gone: z.number().int(),
  }),
  locations: z.object({
    exact: z.number().int(),
    approximate: z.number().int(),
    missing: z.number().int(),
  }),
  schedules: z.object({ entries: z.number().int(), unreadable: z.number().int() }),
  taxonomy: z.object({
    mapped: z.number().int(),
    unmapped: z.array(z.object({ term: z.string(), services: z.number().int() })),
  }),
  problems: z.array(
    z.object({
      file: z.string(),
      row: z.number().int().nullable(),
      id: z.string().nullable(),
      reason: z.string(),
    }),
  ),
});
export type HsdsImportReport = z.infer<typeof hsdsImportReport>;

export const HSDS_IMPORT_STATUSES = ['running', 'done', 'failed'] as const;

/** GET /api/hsds/imports/{id}. */
export const hsdsImportJob = z.object({
  id: z.string(),
  status: z.enum(HSDS_IMPORT_STATUSES),
  dryRun: z.boolean(),
  approve: z.boolean(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  report: hsdsImportReport.nullable(),
  /** Why a failed import failed ({code, message} style text, no internals). */
  error: z.string().nullable(),
});
export type HsdsImportJob = z.infer<typeof hsdsImportJob>;

export const emptyImportReport = (): HsdsImportReport => ({
  services: { created: 0, updated: 0, unchanged: 0, skipped: 0, gone: 0 },
  locations: { exact: 0, approximate: 0, missing: 0 },
  schedules: { entries: 0, unreadable: 0 },
  taxonomy: { mapped: 0, unmapped: [] },
  problems: [],
});
