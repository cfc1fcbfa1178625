import { z } from 'zod';
import { isoDate } from './common';

const maybeText = z.string().nullable();

/** A region of the staff tools: a name and the states it covers (docs/api/content.md "Regions, homeless liaisons, regional coordinators"). */
export const regionRecord = z.object({
  id: z.string(),
  name: z.string(),
  description: maybeText,
  states: z.array(z.string()),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type RegionRecord = z.infer<typeof regionRecord>;

/** GET and PUT /api/regions/{id}/coordinators: the whole list. */
export const coordinatorList = z.array(
  z.object({
    id: z.string(),
    regionId: z.string(),
    name: z.string(),
    email: maybeText,
    phone: maybeText,
    createdAt: isoDate,
  }),
);
export type CoordinatorRecord = z.infer<typeof coordinatorList>[number];

/** A homeless liaison (a school district's contact), optionally in a region. */
export const liaisonRecord = z.object({
  id: z.string(),
  name: z.string(),
  organization: maybeText,
  email: maybeText,
  phone: maybeText,
  area: maybeText,
  regionId: maybeText,
  notes: maybeText,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type LiaisonRecord = z.infer<typeof liaisonRecord>;
