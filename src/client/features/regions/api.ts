import { z } from 'zod';
import { coordinatorList, liaisonRecord, regionRecord } from '@shared/api/regions';
import { authedRequest } from '@client/lib/api-client';

// Answers of docs/api/content.md ("Regions, homeless liaisons, regional coordinators"), re-parsed
// with the shared records (src/shared/api/regions.ts) so a server drift fails here instead of
// showing wrong contact details. The screens never show the stamps.
const stamps = { createdAt: true, updatedAt: true } as const;

export const regionSchema = regionRecord.omit(stamps);
export type Region = z.infer<typeof regionSchema>;

export const liaisonSchema = liaisonRecord.omit(stamps);
export type Liaison = z.infer<typeof liaisonSchema>;

const coordinatorAnswer = z.array(
  coordinatorList.element.omit({ regionId: true, createdAt: true }),
);
/** A coordinator as listed; one typed into the editor has no id yet. */
export type CoordinatorRow = Omit<z.infer<typeof coordinatorAnswer>[number], 'id'> & {
  id?: string;
};

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
  authedRequest(`/regions/${encodeURIComponent(regionId)}/coordinators`, coordinatorAnswer);

export const replaceCoordinators = (regionId: string, list: CoordinatorRow[]) =>
  authedRequest(
    `/regions/${encodeURIComponent(regionId)}/coordinators`,
    coordinatorAnswer,
    json('PUT', list),
  );
