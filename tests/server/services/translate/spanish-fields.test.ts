import { describe, expect, it } from 'vitest';
import { pendingSpanish, planSpanishOnSave } from '@server/services/translate/spanish-fields';

const stored = {
  serviceSummary: 'Meals',
  serviceSummaryEs: 'Comidas',
  description: 'Hot meals',
  descriptionEs: 'Comidas calientes',
  age: 'All',
  ageEs: 'Todas',
  criticalDescription: null,
  criticalDescriptionEs: null,
  spanishMachine: ['serviceSummaryEs', 'descriptionEs'],
};

describe('planSpanishOnSave', () => {
  it('queues a new service with English and no Spanish', () => {
    const plan = planSpanishOnSave(null, { description: 'Hot meals', descriptionEs: null }, true);
    expect(plan).toEqual({ values: { spanishMachine: [] }, queue: true });
  });

  it('queues nothing when machine translation is off', () => {
    expect(planSpanishOnSave(null, { description: 'Hot meals' }, false).queue).toBe(false);
  });

  it("keeps a person's Spanish out of the machine list and out of the queue", () => {
    const plan = planSpanishOnSave(
      null,
      { description: 'Hot meals', descriptionEs: 'Comida rica', age: 'All', ageEs: 'Todos' },
      true,
    );
    expect(plan).toEqual({ values: { spanishMachine: [] }, queue: false });
  });

  it('keeps echoed machine text as machine text and does not queue it again', () => {
    const plan = planSpanishOnSave(stored, { ...stored }, true);
    expect(plan).toEqual({
      values: { spanishMachine: ['serviceSummaryEs', 'descriptionEs'] },
      queue: false,
    });
  });

  it('queues machine text whose English changed, and drops a corrected field from the list', () => {
    const plan = planSpanishOnSave(
      stored,
      { ...stored, description: 'Cold meals', serviceSummaryEs: 'Comidas ricas' },
      true,
    );
    expect(plan).toEqual({ values: { spanishMachine: ['descriptionEs'] }, queue: true });
  });

  it('clears machine text whose English is gone', () => {
    const plan = planSpanishOnSave(stored, { ...stored, serviceSummary: '' }, true);
    expect(plan.values).toEqual({ spanishMachine: ['descriptionEs'], serviceSummaryEs: null });
  });
});

describe('pendingSpanish', () => {
  it('lists English with empty or machine Spanish, never a person’s Spanish', () => {
    const pending = pendingSpanish({ ...stored, criticalDescription: 'Closed today' });
    expect(pending.map((p) => p.es)).toEqual([
      'serviceSummaryEs',
      'descriptionEs',
      'criticalDescriptionEs',
    ]);
  });
});
