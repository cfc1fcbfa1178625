import { z } from 'zod';
import { requiredEmail, requiredText } from '@shared/validation/fields';
import { MESSAGES } from '@shared/validation/messages';

/**
 * POST /users as the Add user dialog sends it. No password: the server gives the account a random
 * one and the person uses 'forgot password' (docs/api/users.md).
 */
export const newUserSchema = z.object({
  email: requiredEmail(),
  displayName: requiredText(MESSAGES.DISPLAY_NAME_REQUIRED),
});
