import { z } from 'zod';
import { localDb } from '@client/db/database';
import { apiRequest, authedRequest } from '@client/lib/api-client';
import { NetworkError } from '@client/lib/api-errors';
import { syncNow } from '@client/sync/page-engine';
import type { CrisisLineRecord } from '@shared/sync/protocol';
import { optionalText } from '@shared/validation/fields';
import { crisisLineSchema } from '@shared/validation/crisis-line';

/**
 * The crisis line form: the shared schema plus the Spanish texts the API also takes. PUT is a
 * whole replacement, so leaving them out of the form would erase them on every edit.
 */
export const crisisLineFormSchema = crisisLineSchema.extend({
  descriptionEs: optionalText(),
  hoursEs: optionalText(),
});
export type CrisisLineFormBody = z.output<typeof crisisLineFormSchema>;

/** The crisis line JSON of docs/api/content.md, as the mirror stores it. */
const crisisLineJson = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  descriptionEs: z.string().nullable(),
  area: z.string(),
  time: z.string(),
  hoursEs: z.string().nullable(),
  phone: z.string().nullable(),
  text: z.string().nullable(),
  chatWebLink: z.string().nullable(),
  website: z.string().nullable(),
  ranking: z.number(),
  location: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number(), z.number()]),
  }),
  rev: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<CrisisLineRecord>;

/**
 * POST (no id) or PUT /api/crisis-lines as the signed-in administrator. The answer goes into the
 * mirror at once, so the directory shows the change before the pull that follows confirms it.
 */
export async function saveCrisisLine(
  body: CrisisLineFormBody,
  id: string | null,
): Promise<CrisisLineRecord> {
  const path = id ? `/crisis-lines/${encodeURIComponent(id)}` : '/crisis-lines';
  const saved = await authedRequest(path, crisisLineJson, {
    method: id ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await localDb().crisisLines.put(saved);
  void syncNow().catch(() => undefined);
  return saved;
}

/**
 * The line to edit: the server's copy when online (the mirror may be behind), the mirror's when
 * the request cannot reach it. Null when neither has it.
 */
export async function loadCrisisLine(id: string): Promise<CrisisLineRecord | null> {
  try {
    return await apiRequest(`/crisis-lines/${encodeURIComponent(id)}`, crisisLineJson);
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    return (await localDb().crisisLines.get(id)) ?? null;
  }
}
