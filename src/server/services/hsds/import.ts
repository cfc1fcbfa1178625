import { emptyImportReport, type HsdsImportReport } from '@shared/api/hsds';
import type { Database } from '@server/db/client';
import { listingsOfSource } from '@server/db/queries/hsds-import';
import { updateService } from '@server/db/queries/service-writes';
import { jsonService, readJsonServices } from './json-input';
import { listingsOf, type ImportedListing } from './listing';
import type { ImportProblem, ProblemSink, SourceService } from './model';
import { openHsdsInput, type HsdsInput } from './package-reader';
import { saveListings, type SaveOptions } from './save';
import { loadTaxonomyMap } from './taxonomy-in';
import { tabularServices } from './tabular-input';

export interface ImportOptions extends SaveOptions {
  /** Unpublish listings of this source that the file no longer has (never deletes them). */
  unpublishGone?: boolean;
  dataDir?: string;
  onProgress?: (done: number, total: number) => Promise<void> | void;
}

const BATCH = 200;
const MAX_PROBLEMS = 1000;
export const GONE = 'gone from the source';

async function countServices(input: HsdsInput): Promise<number> {
  if (input.kind === 'json') return (await readJsonServices(input.path)).length;
  let n = 0;
  for await (const _row of input.rows('services')) n += 1;
  return n;
}

async function* servicesOf(input: HsdsInput, notes: ProblemSink): AsyncIterable<SourceService> {
  if (input.kind === 'tabular') {
    yield* tabularServices(input, notes);
    return;
  }
  const items = await readJsonServices(input.path);
  for (const [i, item] of items.entries()) {
    const service = jsonService(item, i);
    if (!service.id || !service.name) {
      notes.skip({
        file: 'JSON',
        row: i + 1,
        id: service.id || null,
        reason: service.id ? 'no name' : 'empty id',
      });
    } else yield service;
  }
}

/**
 * Checks before an import is accepted that the file is HSDS at all (throws NotHsdsError): a
 * package needs a services table, JSON must parse into services.
 */
export async function checkHsdsInput(location: string): Promise<void> {
  const input = await openHsdsInput(location);
  if (input.kind === 'json') await readJsonServices(input.path);
  else await input.close();
}

/**
 * Reads an HSDS file or folder and saves its listings in batches. A bad row is a problem line;
 * a file that is no HSDS throws NotHsdsError before anything is written.
 */
export async function importHsds(
  db: Database,
  location: string,
  options: ImportOptions,
): Promise<HsdsImportReport> {
  const input = await openHsdsInput(location);
  const report = emptyImportReport();
  const problems: ImportProblem[] = [];
  const notes: ProblemSink = {
    skip: (p) => {
      report.services.skipped += 1;
      problems.push(p);
    },
    problem: (p) => problems.push(p),
  };
  const map = loadTaxonomyMap(options.dataDir);
  const unmapped = new Map<string, number>();
  const seen = new Set<string>();
  try {
    const total = await countServices(input);
    let done = 0;
    let batch: ImportedListing[] = [];
    const flush = async () => {
      if (batch.length) await saveListings(db, batch, options, report);
      batch = [];
      await options.onProgress?.(done, total);
    };
    await options.onProgress?.(0, total);
    for await (const service of servicesOf(input, notes)) {
      for (const listing of listingsOf(options.source, service, map)) {
        if (seen.has(listing.sourceId)) {
          notes.skip({
            file: listing.file,
            row: listing.row,
            id: listing.sourceId,
            reason: 'duplicate id',
          });
          continue;
        }
        seen.add(listing.sourceId);
        for (const term of listing.terms.unmapped)
          unmapped.set(term, (unmapped.get(term) ?? 0) + 1);
        batch.push(listing);
      }
      done += 1;
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    // Rows skipped inside a reader never reach the count above: the end is the end.
    await options.onProgress?.(total, total);
  } finally {
    await (input.kind === 'tabular' ? input.close() : Promise.resolve());
  }
  await reportGone(db, options, seen, report, problems);
  problems.push(...report.problems);
  report.problems = problems.slice(0, MAX_PROBLEMS);
  if (problems.length > MAX_PROBLEMS) {
    report.problems.push({
      file: '',
      row: null,
      id: null,
      reason: `${problems.length - MAX_PROBLEMS} more problems`,
    });
  }
  report.taxonomy.unmapped = [...unmapped]
    .sort((a, b) => b[1] - a[1])
    .map(([term, services]) => ({ term, services }));
  return report;
}

/** Listings of this source the file no longer has: reported, and unpublished only on request. */
async function reportGone(
  db: Database,
  options: ImportOptions,
  seen: Set<string>,
  report: HsdsImportReport,
  problems: ImportProblem[],
) {
  const gone = (await listingsOfSource(db, options.source)).filter(
    (r) => !seen.has(r.sourceId ?? ''),
  );
  report.services.gone = gone.length;
  for (const row of gone) problems.push({ file: '', row: null, id: row.sourceId, reason: GONE });
  if (!options.unpublishGone || options.dryRun) return;
  const published = gone.filter((r) => r.isApproved);
  if (published.length === 0) return;
  const lane = options.lane ?? ((work) => work());
  await lane(() =>
    db.transaction(async (tx) => {
      for (const row of published)
        await updateService(tx, row.id, { isApproved: false, approvedAt: null });
    }),
  );
}
