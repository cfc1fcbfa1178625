import type { RefugioExtension } from './extension';
import type { ReadHours } from './schedules-in';
import type { SourceTerm } from './taxonomy-in';

/** One line of the import report's `problems`: a bad row never fails the import. */
export interface ImportProblem {
  file: string;
  row: number | null;
  id: string | null;
  reason: string;
}

/** Where readers report: a skipped service, or a problem with a service that is still imported. */
export interface ProblemSink {
  skip(problem: ImportProblem): void;
  problem(problem: ImportProblem): void;
}

export interface SourceAddress {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string | null;
}

export interface SourceLocation {
  /** The id the listing is known by in the source: service_at_location's, else the location's. */
  id: string;
  name: string | null;
  lat: number | null;
  lng: number | null;
  address: SourceAddress | null;
  phones: string[];
  hours: ReadHours | null;
}

/** A service as read from any HSDS form (3.0 JSON, 3.0 tabular, 1.x/2.x tabular). */
export interface SourceService {
  file: string;
  row: number | null;
  id: string;
  name: string;
  description: string;
  url: string | null;
  email: string | null;
  status: string | null;
  fees: string | null;
  eligibility: string | null;
  organization: {
    name: string;
    description: string | null;
    url: string | null;
    email: string | null;
  } | null;
  organizationId: string | null;
  phones: string[];
  languages: string[];
  terms: SourceTerm[];
  hours: ReadHours | null;
  locations: SourceLocation[];
  extension: RefugioExtension | null;
  /** Beds (HSDS 3.1 `service_capacity`, also read from a 3.0 package as an extension). */
  capacity: { available: number; maximum: number; updated: string | null } | null;
}

/** Lower-case snake keys to trimmed text; empty cells are absent. */
export type CsvRow = Record<string, string>;

export const cell = (row: CsvRow, ...keys: string[]): string | null => {
  for (const key of keys) {
    const value = row[key]?.trim();
    if (value) return value;
  }
  return null;
};

/** `###MON###`-style markers and other export artefacts removed; whitespace tidied. */
export function cleanText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/#{2,}[A-Za-z0-9_ ]*#{2,}/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

export const numberOrNull = (text: string | null | undefined): number | null => {
  if (text === null || text === undefined || String(text).trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};
