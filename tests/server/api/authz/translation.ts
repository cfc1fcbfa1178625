import { services } from '@server/db/schema';
import type { MatrixRow } from './types';

/** The translation routes of machine translation (docs/translation.md). */
export const translationRows: MatrixRow[] = [
  {
    // Signed-in only (docs/translation.md): not an open translation proxy.
    route: 'POST /api/common/translate',
    request: () => ({
      method: 'POST',
      url: '/api/common/translate',
      payload: { source: 'en', target: 'es', text: 'Hot meals' },
    }),
    // The matrix app runs without an engine: a caller past the guard is told it is unavailable.
    expect: { default: 503, guest: 401, inactive: 401 },
  },
  {
    route: 'POST /api/services/:id/spanish-reviewed',
    request: async (ctx) => {
      const [row] = await ctx.db
        .insert(services)
        .values({
          name: 'Matrix Spanish review',
          type: ['FOOD'],
          category: ['MEN'],
          lat: 39.74,
          lng: -104.99,
          timeZone: 'America/Denver',
          descriptionEs: 'Comidas',
          spanishMachine: ['descriptionEs'],
        })
        .returning({ id: services.id });
      return { method: 'POST', url: `/api/services/${row?.id ?? 'missing'}/spanish-reviewed` };
    },
    expect: { default: 403, guest: 401, inactive: 401, ADMINISTRATOR: 200 },
  },
];
