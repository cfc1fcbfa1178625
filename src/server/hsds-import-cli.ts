import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { pgliteLockHolder } from '@server/db/pglite-lock';
import { prepareDatabase } from '@server/db/prepare';
import { importHsds } from '@server/services/hsds/import';
import { NotHsdsError } from '@server/services/hsds/package-reader';

// `npm run hsds:import -- <file|folder> [--dry-run] [--approve] [--source name] [--unpublish-gone]`
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'dry-run': { type: 'boolean', default: false },
    approve: { type: 'boolean', default: false },
    'unpublish-gone': { type: 'boolean', default: false },
    source: { type: 'string', default: 'hsds' },
  },
});
const location = positionals[0];
if (!location) {
  console.error(
    'usage: npm run hsds:import -- <file.json|file.zip|folder> [--dry-run] [--approve] [--source name] [--unpublish-gone]',
  );
  process.exit(2);
}
const config = loadConfig();
if (!config.DATABASE_URL) {
  const holder = pgliteLockHolder(config.dataDir);
  if (holder) {
    console.error(
      `The embedded database in ${config.dataDir} is held by the running server (pid ${holder}). ` +
        'Stop it first, or import with the administrator screen (/import) or POST /api/hsds/imports. ' +
        'With PostgreSQL (DATABASE_URL) this command runs while servers run.',
    );
    process.exit(1);
  }
}
const { handle } = await prepareDatabase(config, { info: () => undefined });
try {
  const report = await importHsds(handle.db, location, {
    source: values.source ?? 'hsds',
    dryRun: values['dry-run'] ?? false,
    approve: values.approve ?? false,
    unpublishGone: values['unpublish-gone'] ?? false,
    fallbackZone: config.DEFAULT_TIMEZONE,
    translating: config.TRANSLATE_PROVIDER !== 'none',
    dataDir: config.dataDir,
    lane: handle.paced,
    onProgress: (done, total) => {
      process.stderr.write(`\r${done}/${total} services`);
    },
  });
  process.stderr.write('\n');
  console.log(JSON.stringify(report, null, 2));
} catch (error) {
  if (error instanceof NotHsdsError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await handle.close();
}
