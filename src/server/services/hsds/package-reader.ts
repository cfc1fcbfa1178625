import { createReadStream } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import yauzl from 'yauzl';
import type { CsvRow } from './model';

/** A file that is no HSDS at all: the import answers 400 and writes nothing. */
export class NotHsdsError extends Error {}

/** CSV tables of a tabular package, known by their file names (`services.csv` → `services`). */
export interface TabularPackage {
  kind: 'tabular';
  tables: Set<string>;
  /** The table's rows, streamed: header names lower-cased, the row number (header = 1). */
  rows(table: string): AsyncIterable<{ row: CsvRow; line: number }>;
  close(): Promise<void>;
}

export interface JsonPackage {
  kind: 'json';
  path: string;
}

export type HsdsInput = TabularPackage | JsonPackage;

const tableName = (file: string) =>
  path
    .basename(file)
    .toLowerCase()
    .replace(/\.csv$/, '');

async function* csvRows(stream: Readable): AsyncIterable<{ row: CsvRow; line: number }> {
  const parser = stream.pipe(
    parse({
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }),
  );
  for await (const record of parser as AsyncIterable<{ record: CsvRow; info: { lines: number } }>) {
    yield { row: record.record, line: record.info.lines };
  }
}

async function folderPackage(dir: string): Promise<TabularPackage> {
  const files = new Map<string, string>();
  for (const name of await readdir(dir)) {
    if (name.toLowerCase().endsWith('.csv')) files.set(tableName(name), path.join(dir, name));
  }
  return {
    kind: 'tabular',
    tables: new Set(files.keys()),
    rows: (table) => {
      const file = files.get(table);
      return file ? csvRows(createReadStream(file)) : emptyRows();
    },
    close: async () => {},
  };
}

async function* emptyRows(): AsyncIterable<{ row: CsvRow; line: number }> {}

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (err, zip) =>
      err || !zip ? reject(new NotHsdsError('The zip file cannot be read.')) : resolve(zip),
    ),
  );

/** A zip is read from its central directory, one entry stream at a time (never loaded whole). */
async function zipPackage(file: string): Promise<TabularPackage> {
  const zip = await openZip(file);
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = entry.fileName;
      if (name.toLowerCase().endsWith('.csv') && !name.includes('__MACOSX')) {
        entries.set(tableName(name), entry);
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  const streamOf = (entry: yauzl.Entry) =>
    new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(err) : resolve(stream))),
    );
  return {
    kind: 'tabular',
    tables: new Set(entries.keys()),
    async *rows(table) {
      const entry = entries.get(table);
      if (entry) yield* csvRows(await streamOf(entry));
    },
    close: async () => zip.close(),
  };
}

async function firstBytes(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(64);
    const { bytesRead } = await handle.read(buffer, 0, 64, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** What an upload or a path holds: a folder or zip of CSV tables, or an HSDS JSON file. */
export async function openHsdsInput(location: string): Promise<HsdsInput> {
  const info = await stat(location).catch(() => null);
  if (!info) throw new NotHsdsError(`Nothing to import at ${location}.`);
  const pkg = info.isDirectory() ? await folderPackage(location) : await fileInput(location);
  if (pkg.kind === 'tabular' && !pkg.tables.has('services')) {
    await pkg.close();
    throw new NotHsdsError('This is no HSDS package: it has no services table (services.csv).');
  }
  return pkg;
}

async function fileInput(file: string): Promise<HsdsInput> {
  const head = await firstBytes(file);
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return zipPackage(file);
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('{') || text.startsWith('[')) return { kind: 'json', path: file };
  throw new NotHsdsError(
    'This is no HSDS file: send HSDS JSON, or a .zip or folder of HSDS CSV tables.',
  );
}
