import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isoInstant, text } from '@shared/validation/fields';
import { MESSAGES } from '@shared/validation/messages';
import { TEXT_MAX } from '@shared/validation/text-limits';
import { listShelters, lockServicesForUpdate, recordBeds } from '@server/db/queries/beds';
import { serviceJson } from '@server/http/serializers/service';
import { parseListQuery } from '@server/http/list-query';
import { HttpError } from '@server/plugins/error-handler';
import { requireUser, signedIn } from '@server/plugins/auth';
import { may } from '@server/services/auth/rights';
import { notifyServicesApproved } from '@server/services/notify';
import { isUuid, SERVICE_NOT_FOUND } from './access';
import { errorResponses } from '@shared/api/common';
import { bedsUpdateAnswer, serviceList } from '@shared/api/service';

const count = (message: string) => z.number({ error: message }).int(MESSAGES.BEDS_WHOLE_NUMBER);
const item = z.object({
  id: text({ max: TEXT_MAX.SHORT }),
  availableBeds: count(MESSAGES.AVAILABLE_BEDS_MIN).min(0, MESSAGES.AVAILABLE_BEDS_MIN).optional(),
  /** The original web's name for the available count ({id, total}, docs/spec/api-contract.md §8.1). */
  total: count(MESSAGES.AVAILABLE_BEDS_MIN).min(0, MESSAGES.AVAILABLE_BEDS_MIN).optional(),
  totalBeds: count(MESSAGES.TOTAL_BEDS_MIN).min(1, MESSAGES.TOTAL_BEDS_MIN).optional(),
  observedAt: isoInstant(MESSAGES.GENERIC).optional(),
});
const body = z.object({ services: z.array(item).min(1).max(200) });

const SPEC = {
  defaultLimit: 100,
  maxLimit: 500,
  sortable: ['name'],
  defaultSort: 'name',
  filterable: [],
  searchable: [],
} as const;

/** GET /api/services/beds and POST /api/services/update-available-beds (docs/spec/api-contract.md §2.3, §12). */
export const serviceBedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const preHandler = requireUser(may.countBeds);

  app.get(
    '/services/beds',
    { schema: { response: { 200: serviceList, ...errorResponses(400) } }, preHandler },
    async (request) => {
      const { user } = signedIn(request);
      const q = parseListQuery(request.query as Record<string, unknown>, SPEC);
      const admin = may.actOnAnyService(user);
      const rows = await listShelters(db, admin ? null : user.id, q);
      return rows.map((row) => serviceJson(row, { userId: user.id, admin }));
    },
  );

  const write = {
    schema: { body, response: { 200: bedsUpdateAnswer, ...errorResponses(403, 404) } },
    preHandler,
    config: { idempotent: true as const },
  };
  app.post('/services/update-available-beds', write, async (request) => {
    const { user } = signedIn(request);
    const admin = may.actOnAnyService(user);
    const items = request.body.services;
    const ids = [...new Set(items.map((i) => i.id).filter(isUuid))];
    const now = new Date();
    const { planned, results } = await db.transaction(async (tx) => {
      // Read once and locked until commit (lockServicesForUpdate): every item is checked against
      // these rows before anything is written, so one bad item changes nothing, and each count
      // is compared with the stored observation as of the lock.
      const locked = ids.length > 0 ? await lockServicesForUpdate(tx, ids) : [];
      const byId = new Map(locked.map((r) => [r.id, r]));
      const planned = items.map((i) => {
        const row = byId.get(i.id);
        if (!row?.type.includes('SHELTER')) throw new HttpError(404, SERVICE_NOT_FOUND);
        if (!admin && row.userId !== user.id) throw new HttpError(403, 'Forbidden');
        const availableBeds = i.availableBeds ?? i.total;
        if (availableBeds === undefined) throw new HttpError(400, MESSAGES.AVAILABLE_BEDS_MIN);
        const totalBeds = i.totalBeds ?? row.totalBeds;
        if (availableBeds > totalBeds) throw new HttpError(400, MESSAGES.BEDS_AVAILABLE_OVER_TOTAL);
        // A count is never newer than its arrival: a phone whose clock runs ahead would
        // otherwise win over every correct count until its time came.
        const observedAt = i.observedAt ? new Date(Math.min(Date.parse(i.observedAt), +now)) : now;
        return { row, availableBeds, totalBeds, observedAt };
      });
      const results = [];
      for (const p of planned) {
        const stored = byId.get(p.row.id)?.bedsObservedAt ?? null;
        const accepted = await recordBeds(
          tx,
          { serviceId: p.row.id, ...p, userId: user.id, approve: admin },
          stored,
        );
        // Two items for one shelter: the later one competes with the first, not the old value.
        if (accepted) byId.set(p.row.id, { ...p.row, ...p, bedsObservedAt: p.observedAt });
        const current = byId.get(p.row.id) ?? p.row;
        results.push({
          id: p.row.id,
          accepted,
          availableBeds: current.availableBeds,
          totalBeds: current.totalBeds,
          bedsObservedAt: current.bedsObservedAt?.toISOString() ?? null,
        });
      }
      return { planned, results };
    });
    // An administrator's count approves a waiting shelter: its owner hears of it (docs/push.md).
    if (admin)
      void notifyServicesApproved(app, [
        ...new Set(planned.filter((p) => !p.row.isApproved).map((p) => p.row.id)),
      ]);
    return { message: 'Updated available beds for all services', services: results };
  });
};
