import { z } from 'zod';
import { authedRequest } from '@client/lib/api-client';

// Answers of docs/api/content.md ("Regions, homeless liaisons, regional coordinators"), re-parsed
// so a server drift fails here instead of showing wrong contact details.
const text = z.string().nullable().optional();

export const regionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: text,
  states: z.array(z.string()),
});
export type Region = z.infer<typeof regionSchema>;

export const liaisonSchema = z.object({
  id: z.string(),
  name: z.string(),
  organization: text,
  email: text,
  phone: text,
  area: text,
  regionId: text,
  notes: text,
});
export type Liaison = z.infer<typeof liaisonSchema>;

export const coordinatorRowSchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  email: text,
  phone: text,
});
export type CoordinatorRow = z.infer<typeof coordinatorRowSchema>;

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

// limit=0 is the route's maximum (500): staff lists are small, and filtering them on the device
// keeps search instant.
export const listRegions = () => authedRequest('/regions?limit=0&sort=name', z.array(regionSchema));

export const saveRegion = (id: string | null, body: Omit<Region, 'id'>) =>
  id
    ? authedRequest(`/regions/${encodeURIComponent(id)}`, regionSchema, json('PUT', body))
    : authedRequest('/regions', regionSchema, json('POST', body));

export const deleteRegion = (id: string) =>
  authedRequest(`/regions/${encodeURIComponent(id)}`, z.unknown(), { method: 'DELETE' });

export const listLiaisons = () =>
  authedRequest('/homeless-liaisons?limit=0&sort=name', z.array(liaisonSchema));

export const saveLiaison = (id: string | null, body: Omit<Liaison, 'id'>) =>
  id
    ? authedRequest(
        `/homeless-liaisons/${encodeURIComponent(id)}`,
        liaisonSchema,
        json('PUT', body),
      )
    : authedRequest('/homeless-liaisons', liaisonSchema, json('POST', body));

export const deleteLiaison = (id: string) =>
  authedRequest(`/homeless-liaisons/${encodeURIComponent(id)}`, z.unknown(), { method: 'DELETE' });

export const listCoordinators = (regionId: string) =>
  authedRequest(
    `/regions/${encodeURIComponent(regionId)}/coordinators`,
    z.array(coordinatorRowSchema),
  );

export const replaceCoordinators = (regionId: string, list: CoordinatorRow[]) =>
  authedRequest(
    `/regions/${encodeURIComponent(regionId)}/coordinators`,
    z.array(coordinatorRowSchema),
    json('PUT', list),
  );
