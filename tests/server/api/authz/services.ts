import { randomUUID } from 'node:crypto';
import type { Database } from '@server/db/client';
import { services } from '@server/db/schema';
import type { Actor } from '@tests/helpers/actors';
import { serviceBody } from '../services/helpers';
import type { MatrixContext, MatrixRow } from './types';

interface Fresh {
  ownerId?: string;
  isApproved?: boolean;
  addedByVolunteer?: boolean;
  shelter?: boolean;
}

/** A service made for one request, straight in the database. */
async function freshService(db: Database, f: Fresh): Promise<string> {
  const [row] = await db
    .insert(services)
    .values({
      name: `Matrix ${randomUUID()}`,
      type: f.shelter ? ['SHELTER'] : ['FOOD'],
      category: ['MEN'],
      lat: 39.74,
      lng: -104.99,
      timeZone: 'America/Denver',
      schedules: [{ type: 'FULL_DAY' }],
      userId: f.ownerId ?? null,
      isApproved: f.isApproved ?? true,
      addedByVolunteer: f.addedByVolunteer ?? false,
      totalBeds: f.shelter ? 10 : 0,
    })
    .returning({ id: services.id });
  if (!row) throw new Error('could not create a matrix service');
  return row.id;
}

/** The actor's own resource; a guest (no id) gets the stranger's, which it may not touch either. */
const ownerOf = (ctx: MatrixContext, actor: Actor) => actor.id ?? ctx.stranger.id;

const signedOut = { guest: 401, inactive: 401 } as const;
/** Managing services needs an approved account (docs/spec/product-spec.md §4, §6; docs/api.md "Who may do what"). */
const managing = { ...signedOut, unapproved: 403 } as const;
const volunteers = { VOLUNTEER: 403, 'VOLUNTEER LEAD': 403, 'VOLUNTEER SENIOR': 403 } as const;

export const servicesRows: MatrixRow[] = [
  {
    route: 'GET /api/services',
    request: () => ({ method: 'GET', url: '/api/services?limit=5' }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/services/count',
    request: () => ({ method: 'GET', url: '/api/services/count' }),
    expect: { default: 200 },
  },
  {
    route: 'POST /api/services',
    request: () => ({ method: 'POST', url: '/api/services', payload: serviceBody() }),
    expect: { ...managing, default: 200 },
  },
  {
    route: 'GET /api/services/:id',
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/services/${await freshService(ctx.db, { ownerId: ctx.stranger.id })}`,
    }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/services/:id',
    name: "another user's unapproved service",
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/services/${await freshService(ctx.db, { ownerId: ctx.stranger.id, isApproved: false })}`,
    }),
    expect: { ADMINISTRATOR: 200, default: 404 },
  },
  {
    // A lead's approval queue; a pending or deactivated lead sees it no more than a guest does.
    route: 'GET /api/services/:id',
    name: "another volunteer's unapproved service",
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/services/${await freshService(ctx.db, { ownerId: ctx.stranger.id, isApproved: false, addedByVolunteer: true })}`,
    }),
    expect: { ADMINISTRATOR: 200, 'VOLUNTEER LEAD': 200, default: 404 },
  },
  {
    route: 'PUT /api/services/:id',
    request: async (ctx, actor) => ({
      method: 'PUT',
      url: `/api/services/${await freshService(ctx.db, { ownerId: ownerOf(ctx, actor) })}`,
      payload: serviceBody(),
    }),
    expect: { ...managing, default: 200 },
  },
  {
    route: 'PUT /api/services/:id',
    name: "another user's service",
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/services/${await freshService(ctx.db, { ownerId: ctx.stranger.id })}`,
      payload: serviceBody(),
    }),
    expect: { ...signedOut, ADMINISTRATOR: 200, default: 403 },
  },
  {
    route: 'PUT /api/services/:id',
    name: "another volunteer's service",
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/services/${await freshService(ctx.db, { ownerId: ctx.stranger.id, addedByVolunteer: true })}`,
      payload: serviceBody(),
    }),
    expect: { ...signedOut, ADMINISTRATOR: 200, 'VOLUNTEER LEAD': 200, default: 403 },
  },
  {
    route: 'DELETE /api/services/:id',
    request: async (ctx, actor) => ({
      method: 'DELETE',
      url: `/api/services/${await freshService(ctx.db, { ownerId: ownerOf(ctx, actor) })}`,
    }),
    expect: { ...managing, default: 200 },
  },
  {
    route: 'DELETE /api/services/:id',
    name: "another user's service",
    request: async (ctx) => ({
      method: 'DELETE',
      url: `/api/services/${await freshService(ctx.db, { ownerId: ctx.stranger.id })}`,
    }),
    expect: { ...signedOut, ADMINISTRATOR: 200, default: 403 },
  },
  {
    route: 'DELETE /api/services/:id',
    name: "another volunteer's service",
    request: async (ctx) => ({
      method: 'DELETE',
      url: `/api/services/${await freshService(ctx.db, { ownerId: ctx.stranger.id, addedByVolunteer: true })}`,
    }),
    expect: { ...signedOut, ADMINISTRATOR: 200, 'VOLUNTEER LEAD': 200, default: 403 },
  },
  {
    route: 'POST /api/services/:id/likes',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/services/${await freshService(ctx.db, {})}/likes`,
      payload: { deviceId: `matrix-${randomUUID()}` },
    }),
    expect: { default: 200 },
  },
  {
    route: 'POST /api/services/approve-services',
    name: "a volunteer's service",
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/services/approve-services',
      payload: {
        services: [
          await freshService(ctx.db, {
            ownerId: ctx.stranger.id,
            isApproved: false,
            addedByVolunteer: true,
          }),
        ],
      },
    }),
    expect: { ...signedOut, ADMINISTRATOR: 200, 'VOLUNTEER LEAD': 200, default: 403 },
  },
  {
    route: 'POST /api/services/approve-services',
    name: "a provider's service",
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/services/approve-services',
      payload: {
        services: [await freshService(ctx.db, { ownerId: ctx.stranger.id, isApproved: false })],
      },
    }),
    expect: { ...signedOut, ADMINISTRATOR: 200, default: 403 },
  },
  {
    // The original web client approves its own shelter after a bed update (docs/api.md "The original ShelterApp clients"):
    // an owner's own, already approved service is a no-op that answers 200.
    route: 'POST /api/services/approve-services',
    name: "the caller's own approved service",
    request: async (ctx, actor) => ({
      method: 'POST',
      url: '/api/services/approve-services',
      payload: { services: [await freshService(ctx.db, { ownerId: ownerOf(ctx, actor) })] },
    }),
    expect: { ...managing, default: 200 },
  },
  {
    route: 'POST /api/services/approve-services',
    name: "the caller's own unapproved service",
    request: async (ctx, actor) => ({
      method: 'POST',
      url: '/api/services/approve-services',
      payload: {
        services: [await freshService(ctx.db, { ownerId: ownerOf(ctx, actor), isApproved: false })],
      },
    }),
    expect: { ...signedOut, ADMINISTRATOR: 200, default: 403 },
  },
  {
    route: 'POST /api/services/remove-services',
    name: "a volunteer's service",
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/services/remove-services',
      payload: {
        services: [
          await freshService(ctx.db, { ownerId: ctx.stranger.id, addedByVolunteer: true }),
        ],
      },
    }),
    expect: { ...signedOut, ADMINISTRATOR: 200, 'VOLUNTEER LEAD': 200, default: 403 },
  },
  {
    route: 'POST /api/services/remove-services',
    name: "a provider's service",
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/services/remove-services',
      payload: { services: [await freshService(ctx.db, { ownerId: ctx.stranger.id })] },
    }),
    expect: { ...signedOut, ADMINISTRATOR: 200, default: 403 },
  },
  {
    route: 'GET /api/services/beds',
    request: () => ({ method: 'GET', url: '/api/services/beds' }),
    expect: { ...managing, ...volunteers, default: 200 },
  },
  {
    route: 'POST /api/services/update-available-beds',
    request: async (ctx, actor) => ({
      method: 'POST',
      url: '/api/services/update-available-beds',
      payload: {
        services: [
          {
            id: await freshService(ctx.db, { ownerId: ownerOf(ctx, actor), shelter: true }),
            availableBeds: 3,
          },
        ],
      },
    }),
    expect: { ...managing, ...volunteers, default: 200 },
  },
  {
    route: 'POST /api/services/update-available-beds',
    name: "another user's shelter",
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/services/update-available-beds',
      payload: {
        services: [
          {
            id: await freshService(ctx.db, { ownerId: ctx.stranger.id, shelter: true }),
            availableBeds: 3,
          },
        ],
      },
    }),
    expect: { ...managing, ...volunteers, ADMINISTRATOR: 200, default: 403 },
  },
  {
    route: 'POST /api/services/search-city-or-zip',
    request: () => ({
      method: 'POST',
      url: '/api/services/search-city-or-zip',
      payload: { keyword: 'Denver' },
    }),
    expect: { default: 200 },
  },
  {
    route: 'POST /api/services/search-geo-location',
    request: () => ({
      method: 'POST',
      url: '/api/services/search-geo-location',
      payload: { coordinate: '-104.99|39.74' },
    }),
    expect: { default: 200 },
  },
];
