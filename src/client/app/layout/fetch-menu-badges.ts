import { z } from 'zod';
import { authedRequest } from '@client/lib/api-client';
import { BADGE_KEYS, type BadgeKey } from './menu-links';

// Each count is optional: the server sends only the ones the person's role may see (docs/api/auth.md).
const badgesSchema = z.object(
  Object.fromEntries(BADGE_KEYS.map((key) => [key, z.number().int().nonnegative().optional()])),
);

export type MenuBadges = Partial<Record<BadgeKey, number>>;

/** The menu's badge counts (POST /api/auth/report-notifications); loaded with the menu, not at start. */
export async function fetchMenuBadges(): Promise<MenuBadges> {
  return (await authedRequest('/auth/report-notifications', badgesSchema, {
    method: 'POST',
  })) as MenuBadges;
}
