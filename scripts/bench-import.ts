// `npm run bench:import`: imports a generated HSDS 1.x tabular package of 5,000 services (a zip,
// as a 211 export comes) through the compiled server, as an administrator does
// (POST /api/hsds/imports, then GET until done), on a database the server seeded at its first
// start and restarted on, as a deployment runs. Prints the import's time, the server process's RSS
// before and at its peak (VmHWM), /api/health's latency while the import runs, and the re-import.
// PGlite by default; PostgreSQL with `node scripts/with-postgres.mjs npm run bench:import`.
// Goal (docs/hsds.md): ≤ 60 s and ≤ 500 MB on PGlite. BENCH_SERVICES changes the count.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { ZipFile } from 'yazl';
import { freePort, memoryOf, percentile, waitReady } from './lib/bench-process';
import { ensureServerBuild, SERVER_ENTRY } from './lib/server-build.mjs';

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

const ADMIN = { email: 'bench-admin@refugio.test', password: 'bench-admin-password' };

/** CPU seconds the process has used (utime + stime; a loaded machine stretches time, not these). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);

interface ImportJob {
  status: 'running' | 'done' | 'failed';
  report: { services: Record<string, number>; locations: unknown; schedules: unknown } | null;
  error: string | null;
}

/** One import through the API; /api/health is timed every 100 ms while it runs. */
async function importThroughApi(base: string, token: string, zip: Buffer, pid: number) {
  const form = new FormData();
  form.append('file', new Blob([zip], { type: 'application/zip' }), 'export.zip');
  form.append('source', 'bench');
  form.append('approve', 'true');
  const started = performance.now();
  const cpuBefore = cpuSecondsOf(pid);
  const auth = { authorization: `Bearer ${token}` };
  const sent = await fetch(`${base}/api/hsds/imports`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (sent.status !== 202) throw new Error(`import answered ${sent.status}: ${await sent.text()}`);
  const { id } = (await sent.json()) as { id: string };
  const health: number[] = [];
  let peakRss = 0;
  for (;;) {
    peakRss = Math.max(peakRss, memoryOf(pid).rss);
    const t0 = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    health.push(performance.now() - t0);
    const job = (await (
      await fetch(`${base}/api/hsds/imports/${id}`, { headers: auth })
    ).json()) as ImportJob;
    if (job.status === 'failed') throw new Error(`the import failed: ${job.error}`);
    if (job.status === 'done') {
      health.sort((a, b) => a - b);
      const seconds = (performance.now() - started) / 1000;
      return { seconds, cpuSeconds: cpuSecondsOf(pid) - cpuBefore, job, health, peakRss };
    }
    await sleep(100);
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'refugio-bench-import-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(dir, 'data'),
  STATIC_DIR: dir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  TRANSLATE_PROVIDER: 'none',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};
const database = env.DATABASE_URL ? 'postgres' : 'pglite';
await ensureServerBuild();
const start = () =>
  spawn(process.execPath, [SERVER_ENTRY], { stdio: ['ignore', 'ignore', 'inherit'], env });
const stop = async (server: ReturnType<typeof spawn>) => {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await once(server, 'exit');
};
try {
  const zipFile = path.join(dir, 'export.zip');
  await writeZip(zipFile);
  const zip = readFileSync(zipFile);
  // The first start migrates and seeds (the gazetteer); a deployment's server runs restarted.
  const seeding = start();
  try {
    await waitReady(base, seeding);
  } finally {
    await stop(seeding);
  }
  const server = start();
  try {
    await waitReady(base, server);
    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await signIn.json()) as { token: string };
    const idle = memoryOf(server.pid!);
    const first = await importThroughApi(base, token, zip, server.pid!);
    const afterFirst = memoryOf(server.pid!);
    const second = await importThroughApi(base, token, zip, server.pid!);
    const after = memoryOf(server.pid!);
    console.log(
      JSON.stringify(
        {
          database,
          services: COUNT,
          zipMiB: Number((zip.length / 1024 / 1024).toFixed(1)),
          importSeconds: Number(first.seconds.toFixed(1)),
          serverCpuSeconds: Number(first.cpuSeconds.toFixed(1)),
          loadAverage: os.loadavg()[0]!.toFixed(1),
          serverRssIdleMiB: mib(idle.rss),
          serverRssPeakMiB: mib(Math.max(first.peakRss, afterFirst.hwm)),
          serverRssAfterMiB: mib(afterFirst.rss),
          healthDuringImportMs: {
            p50: Number(percentile(first.health, 50).toFixed(1)),
            p99: Number(percentile(first.health, 99).toFixed(1)),
            samples: first.health.length,
          },
          reimportSeconds: Number(second.seconds.toFixed(1)),
          reimportCpuSeconds: Number(second.cpuSeconds.toFixed(1)),
          serverRssPeakAfterReimportMiB: mib(after.hwm),
          report: first.job.report && {
            services: first.job.report.services,
            locations: first.job.report.locations,
            schedules: first.job.report.schedules,
          },
          reimport: second.job.report?.services,
        },
        null,
        2,
      ),
    );
  } finally {
    await stop(server);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
