import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { ZipFile } from 'yazl';
import type { Database } from '@server/db/client';
import { eachPublicService } from '@server/db/queries/hsds-publish';
import { EXTENSION } from './extension';
import { hsdsService } from './publish';
import { REFUGIO_TAXONOMY, termOf } from './taxonomy-out';

/** The tables of the export and their columns (HSDS 3.0 tabular, plus our extension columns). */
const TABLES = {
  organizations: ['id', 'name', 'description', 'email', 'website'],
  services: [
    'id',
    'organization_id',
    'name',
    'description',
    'url',
    'email',
    'status',
    'eligibility_description',
    'last_modified',
    EXTENSION,
  ],
  locations: ['id', 'location_type', 'organization_id', 'name', 'latitude', 'longitude'],
  addresses: [
    'id',
    'location_id',
    'address_1',
    'address_2',
    'city',
    'state_province',
    'postal_code',
    'country',
    'address_type',
  ],
  service_at_location: ['id', 'service_id', 'location_id'],
  phones: ['id', 'service_id', 'number'],
  schedules: [
    'id',
    'service_id',
    'freq',
    'byday',
    'valid_from',
    'valid_to',
    'dtstart',
    'opens_at',
    'closes_at',
  ],
  attributes: ['id', 'link_id', 'taxonomy_term_id', 'link_type', 'link_entity'],
  taxonomies: ['id', 'name', 'description'],
  taxonomy_terms: ['id', 'code', 'name', 'description', 'taxonomy', 'taxonomy_id'],
  service_capacity: ['id', 'service_id', 'unit_name', 'available', 'maximum', 'updated'],
} as const;
type Table = keyof typeof TABLES;

const quote = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

class CsvTable {
  readonly stream: WriteStream;
  constructor(
    readonly file: string,
    readonly columns: readonly string[],
  ) {
    this.stream = createWriteStream(file);
    this.stream.write(`${columns.join(',')}\n`);
  }
  async write(row: object) {
    const cells = row as Record<string, unknown>;
    if (!this.stream.write(`${this.columns.map((c) => quote(cells[c])).join(',')}\n`)) {
      await once(this.stream, 'drain');
    }
  }
}

/**
 * Writes every public listing as an HSDS 3.0 tabular data package into a temporary folder (a page
 * of listings at a time, so memory stays bounded) and answers a zip stream of it; the folder is
 * removed once the zip has been read.
 */
export async function exportZip(db: Database): Promise<NodeJS.ReadableStream> {
  const dir = await mkdtemp(path.join(tmpdir(), 'refugio-hsds-export-'));
  const tables = Object.fromEntries(
    Object.entries(TABLES).map(([name, columns]) => [
      name,
      new CsvTable(path.join(dir, `${name}.csv`), columns),
    ]),
  ) as Record<Table, CsvTable>;
  try {
    await tables.taxonomies.write(REFUGIO_TAXONOMY);
    const terms = new Set<string>();
    for await (const row of eachPublicService(db)) {
      const s = hsdsService(row);
      await tables.organizations.write(s.organization);
      await tables.services.write(s);
      for (const sal of s.service_at_locations) {
        await tables.service_at_location.write(sal);
        await tables.locations.write({ ...sal.location, organization_id: s.id });
        for (const address of sal.location.addresses ?? []) await tables.addresses.write(address);
      }
      for (const phone of s.phones) await tables.phones.write(phone);
      for (const schedule of s.schedules) await tables.schedules.write(schedule);
      for (const attribute of s.attributes) {
        await tables.attributes.write(attribute);
        if (!terms.has(attribute.taxonomy_term_id)) {
          terms.add(attribute.taxonomy_term_id);
          await tables.taxonomy_terms.write(
            termOf(attribute.link_type as 'type' | 'category', attribute.taxonomy_term.code),
          );
        }
      }
      for (const c of s.service_capacity)
        await tables.service_capacity.write({ ...c, unit_name: c.unit.name });
    }
    await Promise.all(
      Object.values(tables).map((t) => new Promise((resolve) => t.stream.end(resolve))),
    );
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const zip = new ZipFile();
  for (const name of Object.keys(TABLES)) zip.addFile(path.join(dir, `${name}.csv`), `${name}.csv`);
  zip.addBuffer(Buffer.from(JSON.stringify(datapackage(), null, 2)), 'datapackage.json');
  zip.end();
  const cleanup = () => void rm(dir, { recursive: true, force: true });
  zip.outputStream.on('end', cleanup).on('error', cleanup).on('close', cleanup);
  return zip.outputStream;
}

/** A Frictionless data package naming each table (HSDS 3.0 tabular form). */
function datapackage() {
  return {
    name: 'refugio-hsds-export',
    profile: 'tabular-data-package',
    hsds_version: '3.0',
    resources: Object.entries(TABLES).map(([name, columns]) => ({
      name,
      path: `${name}.csv`,
      profile: 'tabular-data-resource',
      schema: { fields: columns.map((c) => ({ name: c, type: 'string' })) },
    })),
  };
}
