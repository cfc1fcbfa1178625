// Client-only form shapes around the shared schemas: the forms hold strings (useZodForm), and the
// reset form asks for the new password twice, which the API body does not carry.
import { z } from 'zod';
import { password, whenValid } from '@shared/validation/fields';
import { signUpFormSchema } from '@shared/validation/auth';
import { MESSAGES } from '@shared/validation/messages';

/** The terms checkbox is held as 'true' or '' so the form stays all strings. */
export const signUpStringFormSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null
      ? { ...value, acceptTerms: 'acceptTerms' in value && value.acceptTerms === 'true' }
      : value,
  signUpFormSchema,
);

/** Reset password: new and confirmation, equal (docs/spec/forms-and-messages.md D.3 'Reset password'). */
export const resetPasswordFormSchema = z
  .object({
    password: password(MESSAGES.NEW_PASSWORD_REQUIRED),
    confirmPassword: password(MESSAGES.CONFIRM_PASSWORD_REQUIRED),
  })
  .refine((form) => form.confirmPassword === form.password, {
    error: MESSAGES.PASSWORD_MISMATCH,
    path: ['confirmPassword'],
    when: whenValid('password', 'confirmPassword'),
  });
