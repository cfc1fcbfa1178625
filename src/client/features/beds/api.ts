import { z } from 'zod';
import { apiRequest } from '@client/lib/api-client';
import type { ListedShelter } from '@client/sync/local-writes';

/** The fields of GET /api/services/beds this screen keeps (docs/api/services.md). */
const shelterSchema = z.object({
  id: z.string(),
  name: z.string(),
  availableBeds: z.number(),
  totalBeds: z.number(),
  bedsObservedAt: z.string().nullable().default(null),
  isApproved: z.boolean(),
}) satisfies z.ZodType<ListedShelter>;

/** The server's page limit for this list; administrators may manage more, so it is paged. */
const PAGE = 500;
/** A ceiling on pages, so a server that always answers a full page cannot loop forever. */
const MAX_PAGES = 100;

const BEARER_SCHEME = 'Bearer';

/** Every shelter the signed-in person manages (all of them for administrators), by name. */
export async function fetchManagedShelters(token: string): Promise<ListedShelter[]> {
  const all: ListedShelter[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const rows = await apiRequest(
      `/services/beds?limit=${PAGE}&skip=${page * PAGE}`,
      z.array(shelterSchema),
      { headers: { authorization: `${BEARER_SCHEME} ${token}` } },
    );
    all.push(...rows);
    if (rows.length < PAGE) break;
  }
  return all;
}
