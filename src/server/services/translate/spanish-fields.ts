import type { ServiceRow } from '@server/db/queries/services';
import type { ServiceValues } from '@server/db/queries/service-writes';

/**
 * The English texts machine-translated to Spanish (docs/spec/product-spec.md §1: serviceSummary, description,
 * age; and the critical header, cheaply done the same way), with the Spanish column of each.
 */
export const SPANISH_PAIRS = [
  { en: 'serviceSummary', es: 'serviceSummaryEs' },
  { en: 'description', es: 'descriptionEs' },
  { en: 'age', es: 'ageEs' },
  { en: 'criticalDescription', es: 'criticalDescriptionEs' },
] as const;

export type SpanishField = (typeof SPANISH_PAIRS)[number]['es'];
type Texts = Partial<Record<(typeof SPANISH_PAIRS)[number]['en'] | SpanishField, string | null>>;

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

export interface SpanishPlan {
  /** Columns to add to the save: the new spanishMachine list, and machine text to clear. */
  values: Pick<ServiceValues, 'spanishMachine'> & Partial<Record<SpanishField, null>>;
  /** Some English text now lacks its Spanish (or its machine Spanish is stale): queue it. */
  queue: boolean;
}

/**
 * What a save means for the Spanish (docs/translation.md). `columns` are what the save writes (a
 * missing key keeps the stored value). A non-empty Spanish text sent by a person is theirs and
 * leaves the machine list, unless it is the stored machine text sent back unchanged (the form
 * echoes it); machine text whose English changed is re-queued; machine text whose English is gone
 * is cleared. A person's Spanish is never queued for the machine.
 */
export function planSpanishOnSave(
  before: Pick<ServiceRow, 'spanishMachine' | keyof Texts> | null,
  columns: Texts,
  translating: boolean,
): SpanishPlan {
  const machine = new Set(before?.spanishMachine ?? []);
  const values: SpanishPlan['values'] = { spanishMachine: [] };
  let queue = false;
  for (const { en, es } of SPANISH_PAIRS) {
    const english = en in columns ? columns[en] : before?.[en];
    const spanish = es in columns ? columns[es] : before?.[es];
    const englishChanged = en in columns && columns[en] !== (before?.[en] ?? null);
    const echoedMachine = machine.has(es) && filled(spanish) && spanish === before?.[es];
    if (filled(spanish) && !echoedMachine) {
      machine.delete(es);
      continue;
    }
    if (!filled(english)) {
      if (echoedMachine) values[es] = null;
      machine.delete(es);
      continue;
    }
    if (!filled(spanish)) machine.delete(es);
    if (!filled(spanish) || englishChanged) queue = true;
  }
  values.spanishMachine = SPANISH_PAIRS.map((p) => p.es).filter((es) => machine.has(es));
  return { values, queue: queue && translating };
}

/** The Spanish fields the worker may write: English present, Spanish empty or machine text. */
export function pendingSpanish(
  row: Pick<ServiceRow, 'spanishMachine' | keyof Texts>,
): { en: string; es: SpanishField; text: string }[] {
  return SPANISH_PAIRS.flatMap(({ en, es }) => {
    const text = row[en];
    if (!filled(text)) return [];
    const spanish = row[es];
    return !filled(spanish) || row.spanishMachine.includes(es) ? [{ en, es, text }] : [];
  });
}
