import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const csv = (rows: string[][]) =>
  rows
    .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\n') + '\n';

/**
 * An HSDS 1.x tabular package with the defects real 211 exports have: a service pointing to a
 * missing organization, an empty id, times with stray spaces and `12:00am` closings, `###MON###`
 * artefacts, locations without coordinates, an unknown taxonomy code. Numeric ids, as 211s use.
 */
export function legacyTables(overrides: { kitchenName?: string } = {}): Record<string, string[][]> {
  return {
    organizations: [
      ['id', 'name', 'description', 'email', 'url'],
      ['10', 'Denver Food Network', 'Feeds Denver.', 'info@dfn.example', 'https://dfn.example'],
    ],
    services: [
      ['id', 'organization_id', 'name', 'description', 'url', 'email', 'status', 'fees'],
      [
        '101',
        '10',
        overrides.kitchenName ?? 'Legacy Kitchen',
        '###MON### Hot meals ###TUE###every day.',
        '',
        '',
        'active',
        'Free',
      ],
      [
        '102',
        '999',
        'Orphan Pantry',
        'Groceries for families.',
        '',
        'pantry@example.org',
        'active',
        '',
      ],
      ['', '10', 'No Id Service', 'Lost row.', '', '', 'active', ''],
      ['103', '10', 'Zip Only Shelter', 'Beds for the night.', '', '', 'active', ''],
      ['104', '10', 'Nowhere Clinic', 'Care.', '', '', 'active', ''],
    ],
    locations: [
      ['id', 'organization_id', 'name', 'latitude', 'longitude'],
      ['201', '10', 'Main Hall', '39.7392', '-104.9903'],
      ['202', '10', 'Pantry Room', '39.75', '-105.0'],
      ['203', '10', 'Shelter House', '', ''],
      ['204', '10', 'Clinic', '', ''],
    ],
    services_at_location: [
      ['id', 'service_id', 'location_id'],
      ['301', '101', '201'],
      ['302', '102', '202'],
      ['303', '103', '203'],
      ['304', '104', '204'],
    ],
    physical_addresses: [
      ['id', 'location_id', 'address_1', 'city', 'state_province', 'postal_code', 'country'],
      ['401', '201', '1 Main St', 'Denver', 'CO', '80202', 'US'],
      ['402', '202', '2 Side St', 'Denver', 'CO', '80204', 'US'],
      ['403', '203', '3 Night Rd', 'Denver', 'CO', '80202', 'US'],
      ['404', '204', '4 Far Way', 'Atlantis', 'ZZ', '00000', 'US'],
    ],
    phones: [
      ['id', 'service_id', 'number'],
      ['501', '101', '(303) 555-0101'],
    ],
    regular_schedules: [
      ['id', 'service_id', 'weekday', 'opens_at', 'closes_at'],
      ['601', '101', 'Monday', ' 9:00am', '7:30 pm '],
      ['602', '101', 'Friday', '6:00pm', '12:00am'],
      ['603', '103', 'Saturday', '8:00 pm', '7:00 am'],
      ['604', '102', 'Tuesday', 'whenever', 'later'],
    ],
    holiday_schedules: [
      ['id', 'service_id', 'closed', 'opens_at', 'closes_at', 'start_date', 'end_date'],
      ['701', '101', 'true', '', '', '2026-12-25', '2026-12-25'],
    ],
    taxonomy: [
      ['id', 'name', 'parent_id'],
      ['BD-5000.8300', 'Soup Kitchens', ''],
      ['BD-1800.2000', 'Food Pantries', ''],
      ['ZZ-9999', 'Mystery Services', ''],
    ],
    services_taxonomy: [
      ['id', 'service_id', 'taxonomy_id', 'taxonomy_detail'],
      ['801', '101', 'BD-5000.8300', ''],
      ['802', '102', 'BD-1800.2000', ''],
      ['803', '102', 'ZZ-9999', ''],
      ['804', '103', 'BH-1800.8500', 'Homeless Shelter'],
    ],
    languages: [
      ['id', 'service_id', 'language'],
      ['901', '101', 'Spanish'],
    ],
    eligibility: [
      ['id', 'service_id', 'eligibility'],
      ['951', '101', 'Adults 18+'],
    ],
  };
}

export function writeLegacyPackage(tables = legacyTables()): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hsds-legacy-'));
  for (const [name, rows] of Object.entries(tables))
    writeFileSync(path.join(dir, `${name}.csv`), csv(rows));
  return dir;
}

/** The package's tables as one zip, as an operator would upload it. */
export async function zipTables(tables = legacyTables()): Promise<Buffer> {
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  for (const [name, rows] of Object.entries(tables))
    zip.addBuffer(Buffer.from(csv(rows)), `export/${name}.csv`);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
