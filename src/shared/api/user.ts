import { z } from 'zod';
import { PUSH_PLATFORMS } from '@shared/domain/enums';
import { isoDate, recordStamps } from './common';

/** A push device as its owner sees it: never the push token. */
export const deviceRecord = z.object({
  id: z.string(),
  platform: z.enum(PUSH_PLATFORMS),
  deviceId: z.string(),
});

/**
 * The one user JSON (docs/spec/api-contract.md §1, docs/spec/product-spec.md §3). Never password hashes, sessions or push
 * tokens; `devices` only for the owner (GET /api/auth/profile and the device routes).
 */
export const userRecord = z.object({
  ...recordStamps,
  email: z.string(),
  displayName: z.string(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  roles: z.array(z.string()),
  isApproved: z.boolean(),
  isVolunteer: z.boolean(),
  isAdmin: z.boolean(),
  totalServices: z.number().int(),
  lastMethod: z.string(),
  lastSignedIn: isoDate.nullable(),
  favoriteServices: z.array(z.string()),
  devices: z.array(deviceRecord).optional(),
});
export type UserRecord = z.infer<typeof userRecord>;
export const userList = z.array(userRecord);

/** Sign-up, sign-in and the social exchanges: the user and the bearer token of the new session. */
export const signedInUser = userRecord.extend({ token: z.string() });
export type SignedInUser = z.infer<typeof signedInUser>;

/** POST /api/auth/request-reset-password: the original's answer, word for word. */
export const resetRequested = z.object({ code: z.number().int(), message: z.string() });

/** POST /api/auth/report-notifications: the menu's badge counts (docs/spec/api-contract.md §2.1). */
export const badgeCountsBody = z.object({
  countManagedServices: z.number().int(),
  countUnReadFeedbacks: z.number().int(),
  countManagedShelters: z.number().int(),
  countNotApprovedServices: z.number().int().optional(),
  countVolunteers: z.number().int().optional(),
  countAdminUsers: z.number().int().optional(),
  countSupperUsers: z.number().int().optional(),
  countTotalUsers: z.number().int().optional(),
});
export type BadgeCounts = z.infer<typeof badgeCountsBody>;

/** GET /api/auth/providers: the social sign-in providers this server has keys for. */
export const providerList = z.object({ providers: z.array(z.string()) });
