// Sign-up, login, forgot, reset and change password (docs/spec/product-spec.md §5, docs/spec/forms-and-messages.md D.3,
// docs/spec/api-contract.md §2.1).
import { z } from 'zod';
import { PASSWORD_REQUEST_TYPES } from '@shared/domain/enums';
import { optionalPhone, password, requiredEmail, requiredText, whenValid } from './fields';
import { MESSAGES } from './messages';

/** POST /auth/sign-up. The terms box is the form's business, so it is not part of the body. */
export const signUpBodySchema = z.object({
  displayName: requiredText(MESSAGES.DISPLAY_NAME_REQUIRED),
  phone: optionalPhone(),
  email: requiredEmail(),
  password: password(MESSAGES.PASSWORD_REQUIRED),
});
export type SignUpBody = z.output<typeof signUpBodySchema>;

/** The sign-up form: the body plus the accepted terms (docs/spec/product-spec.md §5 'Sign-up'). */
export const signUpFormSchema = signUpBodySchema.extend({
  acceptTerms: z.literal(true, { error: MESSAGES.ACCEPT_TERMS }),
});
export type SignUpForm = z.output<typeof signUpFormSchema>;

/** The body a valid sign-up form sends. */
export function signUpBody({ acceptTerms: _accepted, ...body }: SignUpForm): SignUpBody {
  return body;
}

/** POST /auth/sign-in and the login form. */
export const loginSchema = z.object({
  email: requiredEmail(),
  password: password(MESSAGES.PASSWORD_REQUIRED),
});
export type LoginBody = z.output<typeof loginSchema>;

/** POST /auth/request-reset-password; `type` says which app the reset link opens. */
export const forgotPasswordSchema = z.object({
  email: requiredEmail(),
  type: z.enum(PASSWORD_REQUEST_TYPES, { error: MESSAGES.GENERIC }).default('WEB'),
});
export type ForgotPasswordBody = z.output<typeof forgotPasswordSchema>;

/** POST /auth/password. Email and token come from the reset link, the password from the form. */
export const resetPasswordSchema = z.object({
  email: requiredEmail(MESSAGES.RESET_LINK_INVALID),
  token: requiredText(MESSAGES.RESET_LINK_INVALID),
  password: password(MESSAGES.NEW_PASSWORD_REQUIRED),
});
export type ResetPasswordBody = z.output<typeof resetPasswordSchema>;

const changePasswordFields = z.object({
  currentPassword: password(MESSAGES.CURRENT_PASSWORD_REQUIRED),
  newPassword: password(MESSAGES.NEW_PASSWORD_REQUIRED),
  confirmPassword: password(MESSAGES.CONFIRM_PASSWORD_REQUIRED),
});

/** The change-password form: confirm must equal new (docs/spec/product-spec.md §5 'Change password'). */
export const changePasswordFormSchema = changePasswordFields.refine(
  (form) => form.confirmPassword === form.newPassword,
  {
    error: MESSAGES.PASSWORD_MISMATCH,
    path: ['confirmPassword'],
    when: whenValid('newPassword', 'confirmPassword'),
  },
);
export type ChangePasswordForm = z.output<typeof changePasswordFormSchema>;

/** PUT /auth/password, with the original's field names (docs/spec/api-contract.md §2.1). */
export const changePasswordBodySchema = z.object({
  oldPassword: password(MESSAGES.CURRENT_PASSWORD_REQUIRED),
  newPassword: password(MESSAGES.NEW_PASSWORD_REQUIRED),
});
export type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;

export function changePasswordBody(form: ChangePasswordForm): ChangePasswordBody {
  return { oldPassword: form.currentPassword, newPassword: form.newPassword };
}
