import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import { isUuid } from '@server/db/queries/synced-table-queries';
import { requireUser } from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import { may } from '@server/services/auth/rights';

/**
 * Regions, liaisons and coordinators are staff tools (docs/spec/product-spec.md §1: administrators, super users
 * and volunteer leads manage them); they hold people's contact details, so guests never read
 * them. Only administrators write (docs/spec/api-contract.md §12).
 */
export const staffOnly = { onRequest: requireUser(may.readStaffTools) };
export const adminOnly = { onRequest: requireUser(may.administer) };

export const idParams = z.object({ id: text({ max: TEXT_MAX.SHORT }) });

/** The id when it can name a row; a malformed id is simply not found (docs/spec/api-contract.md §12). */
export function knownId(id: string, notFound: string): string {
  if (!isUuid(id)) throw new HttpError(404, notFound);
  return id;
}

export const requiredName = (message: string) =>
  text({ max: TEXT_MAX.LINE, error: message, tooLong: message }).min(1, { error: message });
export const optionalString = (max: number = TEXT_MAX.URL) =>
  text({ max, error: 'Must be text.', tooLong: `At most ${max} characters.` })
    .nullish()
    .transform((value) => (value ? value : null));

export const iso = (date: Date) => date.toISOString();
