// `npm run check:bundle` (after `npm run build`): the JavaScript a first visit to home downloads,
// gzip-compressed, must stay within 115 KiB (docs/architecture.md "The first screen"; 150 KiB in docs/architecture.md "Routing"), hold no maplibre-gl
// (docs/architecture.md "Routing") nor Dexie (docs/architecture.md "Memory": the first screen reads IndexedDB without it) and begin with V8's
// compile hint (scripts/lib/startup-chunks.ts). Prints every initial chunk; exits 1 with the
// reasons when the check fails.
import { existsSync } from 'node:fs';
import { checkInitialBundle, kib } from './lib/initial-bundle';

const distDir = process.argv[2] ?? 'dist';
if (!existsSync(`${distDir}/index.html`)) {
  console.error(`No build in ${distDir}/: run \`npm run build\` first.`);
  process.exit(1);
}

let report;
try {
  report = checkInitialBundle(distDir);
} catch (error) {
  console.error(`Bundle check failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log('Initial route JavaScript (entry, its static imports, the home route):');
for (const chunk of report.chunks)
  console.log(
    `  ${chunk.file.padEnd(44)} ${kib(chunk.bytes).padStart(7)} KiB  ` +
      `${kib(chunk.gzipBytes).padStart(6)} KiB gzip${chunk.maplibre.length ? '  MAPLIBRE' : ''}` +
      `${chunk.dexie.length ? '  DEXIE' : ''}`,
  );
console.log(
  `  total: ${kib(report.gzipBytes)} KiB gzipped of a ${kib(report.budgetBytes)} KiB budget ` +
    `(${report.chunks.length} files)`,
);
if (report.problems.length > 0) {
  for (const problem of report.problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
console.log('✓ within budget, no maplibre nor Dexie at start');
