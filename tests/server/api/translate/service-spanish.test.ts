import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTranslationJob } from '@server/db/queries/translation-queue';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { call, serviceBody } from '../services/helpers';
import { runQueue, storedService, WORKER_OFF } from './support';

const english = {
  serviceSummary: 'Hot meals',
  description: 'Hot meals for families with children',
  age: 'Adults and children',
};

describe.each(databaseKinds)('Spanish of a saved service, real Apertium, on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, WORKER_OFF);
    ({ token } = await createUser(t.database.db, {
      email: `translate.${kind}@test.test`,
      roles: ['ADMINISTRATOR', 'USER'],
    }));
  });
  afterAll(() => t.close());

  const get = async (id: string) =>
    (await call(t, { method: 'GET', url: `/api/services/${id}` })).json();

  it('answers the save at once and fills the Spanish after a queue pass', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/services',
      token,
      payload: serviceBody(english),
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created.descriptionEs).toBeNull();
    expect(await findTranslationJob(t.database.db, created.id)).not.toBeNull();

    expect(await runQueue(t)).toMatchObject({ translated: 1, failed: 0 });
    const after = await get(created.id);
    expect(after.serviceSummaryEs).toMatch(/comidas calientes/i);
    expect(after.descriptionEs).toMatch(/familias/i);
    expect(after.ageEs).toMatch(/adultos/i);
    expect(after.spanishMachine).toEqual(['serviceSummaryEs', 'descriptionEs', 'ageEs']);
    // The Spanish reaches offline mirrors: the write bumped the sync rev.
    expect(after.rev).toBeGreaterThan(created.rev);
    expect(await findTranslationJob(t.database.db, created.id)).toBeNull();
    expect((await storedService(t, created.id)).searchText).toContain('familias');
  });

  it("never overwrites a person's own Spanish", async () => {
    const created = (
      await call(t, {
        method: 'POST',
        url: '/api/services',
        token,
        payload: serviceBody({ ...english, descriptionEs: 'Nuestra cocina para todos' }),
      })
    ).json();
    await runQueue(t);
    const after = await get(created.id);
    expect(after.descriptionEs).toBe('Nuestra cocina para todos');
    expect(after.serviceSummaryEs).toMatch(/comidas/i);
    expect(after.spanishMachine).toEqual(['serviceSummaryEs', 'ageEs']);
  });

  it('re-translates only machine fields when the English changes', async () => {
    const created = (
      await call(t, { method: 'POST', url: '/api/services', token, payload: serviceBody(english) })
    ).json();
    await runQueue(t);
    const translated = await get(created.id);
    // The form sends the whole service back: machine Spanish echoed, one field corrected.
    const res = await call(t, {
      method: 'PUT',
      url: `/api/services/${created.id}`,
      token,
      payload: serviceBody({
        name: translated.name,
        ...english,
        description: 'Warm beds for women',
        serviceSummaryEs: translated.serviceSummaryEs,
        descriptionEs: translated.descriptionEs,
        ageEs: 'Personas adultas y niños',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().spanishMachine).toEqual(['serviceSummaryEs', 'descriptionEs']);

    expect(await runQueue(t)).toMatchObject({ translated: 1 });
    const after = await get(created.id);
    expect(after.descriptionEs).toMatch(/mujeres/i);
    expect(after.descriptionEs).not.toBe(translated.descriptionEs);
    expect(after.serviceSummaryEs).toBe(translated.serviceSummaryEs);
    expect(after.ageEs).toBe('Personas adultas y niños');
    expect(after.spanishMachine).toEqual(['serviceSummaryEs', 'descriptionEs']);
  });
});
