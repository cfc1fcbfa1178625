// Profile and the administrator's user edit (docs/spec/product-spec.md §5 'Profile', 'User edit';
// docs/spec/forms-and-messages.md D.3).
import { z } from 'zod';
import { DEFAULT_SERVICE_QUOTA } from '@shared/query/constants';
import { blankToUndefined, count, flag, optionalPhone, optionalText } from './fields';
import { MESSAGES } from './messages';

/**
 * PUT /auth/profile. displayName and phone are optional (docs/spec/product-spec.md §5 wins over the original
 * server's "required, ≥ 3"); email is read-only, so it is not in the body.
 */
export const profileSchema = z.object({
  displayName: optionalText(),
  phone: optionalPhone(),
});
export type ProfileBody = z.output<typeof profileSchema>;

export interface UserEditOptions {
  /** The edited user is an administrator: no service quota (docs/spec/product-spec.md §6). */
  targetIsAdmin: boolean;
}

/**
 * The quota field: empty means the default 3; a typed value must be a whole number ≥ 1. The
 * original's "not positive → 3" only ever applied to an empty box, because its min-1 rule stopped
 * 0 and negatives first (docs/spec/forms-and-messages.md D.3 'User edit'); we keep that observable behaviour.
 */
function serviceQuota() {
  return z.preprocess(
    (value) => blankToUndefined(value) ?? DEFAULT_SERVICE_QUOTA,
    count({
      required: MESSAGES.SERVICE_QUOTA_MIN,
      min: 1,
      tooSmall: MESSAGES.SERVICE_QUOTA_MIN,
    }),
  );
}

/**
 * PUT /users/:id and the user edit form. Email, dates and last-login fields are read-only, so
 * absent. For an administrator the quota is dropped, whatever was sent.
 */
export function userEditSchema({ targetIsAdmin }: UserEditOptions) {
  return z.object({
    displayName: optionalText(),
    phone: optionalPhone(),
    isApproved: flag(),
    totalServices: z.preprocess(
      (value) => (targetIsAdmin ? undefined : value),
      serviceQuota().optional(),
    ),
  });
}
export type UserEditBody = z.output<ReturnType<typeof userEditSchema>>;
