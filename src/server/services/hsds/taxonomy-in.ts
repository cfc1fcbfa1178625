import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CATEGORIES, SERVICE_TYPES, type Category, type ServiceType } from '@shared/domain/enums';
import { SUB_FILTERS, type SubFilterKey } from '@shared/domain/sub-filters';
import builtIn from './taxonomy-map.json' with { type: 'json' };

const subFilterKeys = Object.values(SUB_FILTERS).flat() as [SubFilterKey, ...SubFilterKey[]];

const target = {
  type: z.enum(SERVICE_TYPES).optional(),
  subFilter: z.enum(subFilterKeys).optional(),
  category: z.enum(CATEGORIES).optional(),
};
const mapFile = z.object({
  codes: z.array(z.object({ code: z.string().min(1), ...target })).default([]),
  names: z.array(z.object({ name: z.string().min(1), ...target })).default([]),
});
type Target = { type?: ServiceType; subFilter?: SubFilterKey; category?: Category };

export interface TaxonomyMap {
  codes: Map<string, Target>;
  names: Map<string, Target>;
}

/** The built-in map with the administrator's `DATA_DIR/hsds-taxonomy.json` over it. */
export function loadTaxonomyMap(dataDir?: string): TaxonomyMap {
  const files = [mapFile.parse(builtIn)];
  const extra = dataDir ? path.join(dataDir, 'hsds-taxonomy.json') : '';
  if (extra && existsSync(extra))
    files.push(mapFile.parse(JSON.parse(readFileSync(extra, 'utf8'))));
  const map: TaxonomyMap = { codes: new Map(), names: new Map() };
  for (const file of files) {
    for (const { code, ...t } of file.codes) map.codes.set(code.toUpperCase(), t);
    for (const { name, ...t } of file.names) map.names.set(name.toLowerCase(), t);
  }
  return map;
}

export interface SourceTerm {
  code?: string | null;
  name?: string | null;
}

/** A term's target: the longest code prefix, else the whole name; null when unmapped. */
export function mapTerm(map: TaxonomyMap, term: SourceTerm): Target | null {
  const code = (term.code ?? '').trim().toUpperCase();
  // Refugio's own terms (an export of ours) name the type or audience itself.
  if ((SERVICE_TYPES as readonly string[]).includes(code)) return { type: code as ServiceType };
  if ((CATEGORIES as readonly string[]).includes(code)) return { category: code as Category };
  for (let end = code.length; end > 0; end -= 1) {
    const found = map.codes.get(code.slice(0, end));
    if (found && (end === code.length || /[-.]/.test(code.charAt(end)) || end <= 2)) return found;
  }
  return map.names.get((term.name ?? '').trim().toLowerCase()) ?? null;
}

export interface MappedTerms {
  types: ServiceType[];
  subFilters: SubFilterKey[];
  categories: Category[];
  unmapped: string[];
}

export function mapTerms(map: TaxonomyMap, terms: readonly SourceTerm[]): MappedTerms {
  const out: MappedTerms = { types: [], subFilters: [], categories: [], unmapped: [] };
  for (const term of terms) {
    const found = mapTerm(map, term);
    if (!found) {
      out.unmapped.push([term.code, term.name].filter(Boolean).join(' ') || '(empty term)');
      continue;
    }
    if (found.type && !out.types.includes(found.type)) out.types.push(found.type);
    if (found.subFilter && !out.subFilters.includes(found.subFilter))
      out.subFilters.push(found.subFilter);
    if (found.category && !out.categories.includes(found.category))
      out.categories.push(found.category);
  }
  return out;
}
