// `npm run bench:import`: imports a generated HSDS 1.x tabular package of 5,000 services (a zip,
// as a 211 export comes) into a fresh database and prints the time and the peak RSS of this
// process. PGlite by default; PostgreSQL with `node scripts/with-postgres.mjs npm run bench:import`.
// Goal (issue #21): ≤ 60 s and ≤ 500 MB on PGlite. BENCH_SERVICES changes the count.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { ZipFile } from 'yazl';
import { prepareDatabase } from '../src/server/db/prepare';
import { importHsds } from '../src/server/services/hsds/import';
import { benchConfig } from './lib/bench-services';

const COUNT = Number(process.env.BENCH_SERVICES ?? 5000);
const CITIES = [
  ['Denver', 'CO', '80202', 39.7392, -104.9903],
  ['Chicago', 'IL', '60601', 41.8853, -87.6216],
  ['Houston', 'TX', '77002', 29.7569, -95.3625],
  ['Phoenix', 'AZ', '85004', 33.4515, -112.0685],
] as const;
const CODES = [
  'BD-5000.8300',
  'BD-1800.2000',
  'BH-1800.8500',
  'LV-1600',
  'RP-1400',
  'ND-6500',
  'ZZ-1',
];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

const line = (cells: (string | number)[]) =>
  `${cells.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : c)).join(',')}\n`;

/** A 1.x package as real exports are: numeric ids, some rows without coordinates, loose times. */
function* tables(): Generator<[string, string]> {
  yield [
    'organizations.csv',
    line(['id', 'name', 'description', 'email', 'url']) +
      Array.from({ length: 50 }, (_, i) =>
        line([
          i + 1,
          `Agency ${i + 1}`,
          'Helps people.',
          `a${i}@example.org`,
          `https://a${i}.example.org`,
        ]),
      ).join(''),
  ];
  const rows = (header: string[], make: (i: number) => (string | number)[][]) => {
    let text = line(header);
    for (let i = 1; i <= COUNT; i += 1) for (const r of make(i)) text += line(r);
    return text;
  };
  const city = (i: number) => CITIES[i % CITIES.length] ?? CITIES[0];
  yield [
    'services.csv',
    rows(['id', 'organization_id', 'name', 'description', 'status', 'fees'], (i) => [
      [
        i,
        (i % 50) + 1,
        `Service ${i}`,
        `###MON### Help number ${i} for anyone who needs it.`,
        'active',
        i % 3 ? '' : 'Free',
      ],
    ]),
  ];
  yield [
    'locations.csv',
    rows(['id', 'organization_id', 'name', 'latitude', 'longitude'], (i) => {
      const [, , , lat, lng] = city(i);
      return [
        [
          i,
          (i % 50) + 1,
          `Site ${i}`,
          i % 10 ? lat + (i % 97) / 1000 : '',
          i % 10 ? lng - (i % 89) / 1000 : '',
        ],
      ];
    }),
  ];
  yield ['services_at_location.csv', rows(['id', 'service_id', 'location_id'], (i) => [[i, i, i]])];
  yield [
    'physical_addresses.csv',
    rows(
      ['id', 'location_id', 'address_1', 'city', 'state_province', 'postal_code', 'country'],
      (i) => {
        const [name, state, zip] = city(i);
        return [[i, i, `${i} Main St`, name, state, zip, 'US']];
      },
    ),
  ];
  yield [
    'phones.csv',
    rows(['id', 'service_id', 'number'], (i) => [
      [i, i, `(303) 555-${String(i % 10000).padStart(4, '0')}`],
    ]),
  ];
  yield [
    'regular_schedules.csv',
    rows(['id', 'service_id', 'weekday', 'opens_at', 'closes_at'], (i) =>
      DAYS.map((d, k) => [i * 10 + k, i, d, ' 9:00am', i % 7 ? '5:00 pm ' : '12:00am']),
    ),
  ];
  yield [
    'holiday_schedules.csv',
    rows(['id', 'service_id', 'closed', 'start_date', 'end_date'], (i) => [
      [i, i, 'true', '2026-12-25', '2026-12-25'],
    ]),
  ];
  yield [
    'services_taxonomy.csv',
    rows(['id', 'service_id', 'taxonomy_id'], (i) => [[i, i, CODES[i % CODES.length] ?? 'BD']]),
  ];
  yield [
    'languages.csv',
    rows(['id', 'service_id', 'language'], (i) => [[i, i, i % 2 ? 'Spanish' : 'English']]),
  ];
}

async function writeZip(file: string) {
  const zip = new ZipFile();
  for (const [name, text] of tables()) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const out = createWriteStream(file);
  zip.outputStream.pipe(out);
  await once(out, 'close');
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'refugio-bench-import-'));
try {
  const zipFile = path.join(dir, 'export.zip');
  await writeZip(zipFile);
  const config = benchConfig(path.join(dir, 'data'), {
    SEED_DEMO: 'false',
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
  });
  const { handle } = await prepareDatabase(config, { info: () => undefined });
  const baseline = process.memoryUsage.rss();
  const cpuBefore = process.cpuUsage();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 100);
  const started = performance.now();
  const report = await importHsds(handle.db, zipFile, {
    source: 'bench',
    dryRun: false,
    approve: true,
    fallbackZone: config.DEFAULT_TIMEZONE,
    translating: false,
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const again = performance.now();
  const second = await importHsds(handle.db, zipFile, {
    source: 'bench',
    dryRun: false,
    approve: true,
    fallbackZone: config.DEFAULT_TIMEZONE,
    translating: false,
  });
  const reimport = (performance.now() - again) / 1000;
  await handle.close();
  console.log(
    JSON.stringify(
      {
        database: handle.kind,
        services: COUNT,
        importSeconds: Number(seconds.toFixed(1)),
        importCpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
        rssBeforeImportMiB: Math.round(baseline / 1024 / 1024),
        peakRssMiB: Math.round(peak / 1024 / 1024),
        reimportSeconds: Number(reimport.toFixed(1)),
        report: {
          services: report.services,
          locations: report.locations,
          schedules: report.schedules,
        },
        reimport: second.services,
      },
      null,
      2,
    ),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
