import { z } from 'zod';
import { authedRequest } from '../../lib/api-client';

/** The fields of the service JSON (docs/api/services.md) the management screens show. */
const managedServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.array(z.string()),
  isApproved: z.boolean(),
  likes: z.number().default(0),
  addedByVolunteer: z.boolean().default(false),
});
export type ManagedService = z.infer<typeof managedServiceSchema>;

const messageSchema = z.object({ message: z.string() });

export function fetchServices(query: string): Promise<ManagedService[]> {
  return authedRequest(`/services?${query}`, z.array(managedServiceSchema));
}

export async function deleteService(id: string): Promise<void> {
  await authedRequest(`/services/${encodeURIComponent(id)}`, z.unknown(), { method: 'DELETE' });
}

function bulk(action: 'approve-services' | 'remove-services', ids: readonly string[]) {
  return authedRequest(`/services/${action}`, messageSchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ services: ids }),
  });
}

export const approveServices = (ids: readonly string[]) => bulk('approve-services', ids);
export const removeServices = (ids: readonly string[]) => bulk('remove-services', ids);
