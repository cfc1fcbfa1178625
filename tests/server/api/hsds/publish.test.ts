import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '@server/db/schema';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import {
  errorsOf,
  validateMeta,
  validatePage,
  validateService,
  validateServiceListItem,
} from '@tests/helpers/hsds-schemas';
import { call, createService, shelterBody } from '../services/helpers';

describe.each(databaseKinds)('the HSDS 3.0 publish API on %s', (kind) => {
  let t: TestApp;
  let admin: { token: string; email: string };
  let shelter: { id: string };
  let hidden: { id: string };
  let closed: { id: string };
  const unique = `Hsdsprobe${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await createUser(t.database.db, {
      email: 'hsds.admin@test.test',
      roles: ['ADMINISTRATOR'],
    });
    shelter = await createService(
      t,
      admin.token,
      shelterBody({
        name: `${unique} Shelter`,
        comment: 'private note for admins',
        phone: '(303) 555-0100',
        schedules: [
          { type: 'WEEKLY', day: 'MONDAY', startTime: '8:00 PM', endTime: '8:00 AM' },
          {
            type: 'MONTHLY',
            day: 'FRIDAY',
            period: 'LAST',
            startTime: '9:00 AM',
            endTime: '5:00 PM',
          },
        ],
      }),
    );
    hidden = await createService(t, admin.token, { name: `${unique} Waiting`, isApproved: false });
    closed = await createService(t, admin.token, {
      name: `${unique} Closed`,
      closeSchedules: [{ type: 'PERMANENTLY_CLOSED' }],
    });
  });
  afterAll(() => t.close());

  const get = (url: string) => call(t, { method: 'GET', url });

  it('describes itself as HSDS 3.0, valid against the API reference', async () => {
    const res = await get('/api/hsds');
    expect(res.statusCode).toBe(200);
    expect(validateMeta(res.json()), errorsOf(validateMeta)).toBe(true);
    expect(res.json()).toMatchObject({ version: '3.0' });
    expect(res.json().openapi_url).toMatch(/\/api\/docs\/openapi\.json$/);
  });

  it('lists public listings as a valid Page of valid list items, never the hidden ones', async () => {
    const res = await get(`/api/hsds/services?search=${unique}&per_page=10`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(validatePage(page), errorsOf(validatePage)).toBe(true);
    for (const item of page.contents)
      expect(validateServiceListItem(item), errorsOf(validateServiceListItem)).toBe(true);
    const ids = page.contents.map((s: { id: string }) => s.id);
    expect(ids).toEqual([shelter.id]);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(closed.id);
    expect(page).toMatchObject({
      total_items: 1,
      total_pages: 1,
      page_number: 1,
      first_page: true,
      last_page: true,
      empty: false,
    });
  });

  it('pages, and answers full and minimal forms that validate', async () => {
    const full = (await get(`/api/hsds/services?search=${unique}&full=true`)).json();
    expect(validateService(full.contents[0]), errorsOf(validateService)).toBe(true);
    expect(full.contents[0].service_at_locations).toHaveLength(1);
    const minimal = (await get(`/api/hsds/services?search=${unique}&minimal=true`)).json();
    expect(Object.keys(minimal.contents[0]).sort()).toEqual([
      'id',
      'last_modified',
      'name',
      'status',
    ]);
    const second = (await get(`/api/hsds/services?per_page=1&page=2`)).json();
    expect(second).toMatchObject({ page_number: 2, size: 1, first_page: false });
    expect(validatePage(second), errorsOf(validatePage)).toBe(true);
  });

  it('filters by modified_after, taxonomy term and organization', async () => {
    const future = (await get(`/api/hsds/services?modified_after=2999-01-01T00:00:00Z`)).json();
    expect(future.total_items).toBe(0);
    expect(future.empty).toBe(true);
    const full = (await get(`/api/hsds/services/${shelter.id}`)).json();
    const shelterTerm = full.attributes.find(
      (a: { taxonomy_term: { code: string } }) => a.taxonomy_term.code === 'SHELTER',
    );
    const byTerm = (
      await get(
        `/api/hsds/services?search=${unique}&taxonomy_term_id=${shelterTerm.taxonomy_term_id}`,
      )
    ).json();
    expect(byTerm.total_items).toBe(1);
    const byOrg = (await get(`/api/hsds/services?organization_id=${full.organization_id}`)).json();
    expect(byOrg.contents.map((s: { id: string }) => s.id)).toEqual([shelter.id]);
    const unknown = (await get(`/api/hsds/services?taxonomy_term_id=BD-1800`)).json();
    expect(unknown.total_items).toBe(0);
  });

  it('answers a full service that validates, with beds as service_capacity and no private field', async () => {
    const res = await get(`/api/hsds/services/${shelter.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(validateService(body), errorsOf(validateService)).toBe(true);
    expect(body.service_capacity).toEqual([
      expect.objectContaining({
        available: 4,
        maximum: 10,
        unit: expect.objectContaining({ name: 'bed' }),
      }),
    ]);
    expect(body.schedules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          freq: 'WEEKLY',
          byday: 'MO',
          opens_at: '20:00',
          closes_at: '08:00',
        }),
        expect.objectContaining({ freq: 'MONTHLY', byday: '-1FR' }),
      ]),
    );
    const text = JSON.stringify(body);
    expect(text).not.toContain('private note');
    expect(text).not.toContain(admin.email);
    const [row] = await t.database.db.select().from(services).where(eq(services.id, shelter.id));
    expect(text).not.toContain(row?.searchText);
  });

  it('answers 404 {code, message} for a hidden, closed or unknown listing', async () => {
    for (const id of [hidden.id, closed.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await get(`/api/hsds/services/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: 'Service not found.', reason: 'NOT_FOUND' });
    }
  });

  it('answers 400 {code, message} for a bad query', async () => {
    const res = await get('/api/hsds/services?per_page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: expect.any(String) });
  });
});
