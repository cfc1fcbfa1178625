import { z } from 'zod';
import { messageBody } from '@shared/api/common';
import { serviceRecord } from '@shared/api/service';
import { authedRequest } from '@client/lib/api-client';

/** The fields of the service record (src/shared/api/service.ts) the management screens show. */
const managedServiceSchema = serviceRecord.pick({
  id: true,
  name: true,
  type: true,
  isApproved: true,
  likes: true,
  addedByVolunteer: true,
});
export type ManagedService = z.infer<typeof managedServiceSchema>;

export function fetchServices(query: string): Promise<ManagedService[]> {
  return authedRequest(`/services?${query}`, z.array(managedServiceSchema));
}

export async function deleteService(id: string): Promise<void> {
  await authedRequest(`/services/${encodeURIComponent(id)}`, z.unknown(), { method: 'DELETE' });
}

function bulk(action: 'approve-services' | 'remove-services', ids: readonly string[]) {
  return authedRequest(`/services/${action}`, messageBody, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ services: ids }),
  });
}

export const approveServices = (ids: readonly string[]) => bulk('approve-services', ids);
export const removeServices = (ids: readonly string[]) => bulk('remove-services', ids);
