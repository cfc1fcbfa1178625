import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@shared/domain/enums';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';
import { call, serviceBody } from '../services/helpers';
import { runQueue, WORKER_OFF } from './support';

describe('POST /api/services/:id/spanish-reviewed', () => {
  let t: TestApp;
  let admin: string;
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp('pglite', WORKER_OFF);
    ({ token: admin } = await createUser(t.database.db, {
      email: 'reviewer@test.test',
      roles: ['ADMINISTRATOR', 'USER'],
    }));
  });
  afterAll(() => t.close());

  const user = (roles: Role[]) =>
    createUser(t.database.db, { email: `rev.${n++}@test.test`, roles });
  const review = (id: string, token?: string) =>
    call(t, { method: 'POST', url: `/api/services/${id}/spanish-reviewed`, token });

  it('is for administrators only, and clears the machine label', async () => {
    const owner = await user(['SUPER USER', 'USER']);
    const payload = serviceBody({ description: 'Hot meals for families' });
    const created = (
      await call(t, { method: 'POST', url: '/api/services', token: owner.token, payload })
    ).json();
    await runQueue(t);

    expect((await review(created.id)).statusCode).toBe(401);
    expect((await review(created.id, owner.token)).statusCode).toBe(403);
    const volunteer = await user(['VOLUNTEER LEAD', 'USER']);
    expect((await review(created.id, volunteer.token)).statusCode).toBe(403);

    const res = await review(created.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ spanishMachine: [], spanishReviewedAt: expect.any(String) });
    const reviewed = res.json();
    expect(reviewed.rev).toBeGreaterThan(created.rev);

    // Reviewed Spanish is a person's: a later English change does not send it to the machine.
    await call(t, {
      method: 'PUT',
      url: `/api/services/${created.id}`,
      token: owner.token,
      payload: {
        ...payload,
        name: created.name,
        description: 'Warm beds for women',
        descriptionEs: reviewed.descriptionEs,
        serviceSummaryEs: reviewed.serviceSummaryEs,
      },
    });
    await runQueue(t);
    const after = (await call(t, { method: 'GET', url: `/api/services/${created.id}` })).json();
    expect(after.descriptionEs).toBe(reviewed.descriptionEs);
  });

  it('answers 404 for an unknown service', async () => {
    const res = await review('00000000-0000-4000-8000-000000000000', admin);
    expect(res.statusCode).toBe(404);
  });
});
