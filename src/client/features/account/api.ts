// The auth calls of the account screens (docs/api/auth.md). Every answer is re-parsed with the
// schemas below, so a server drift shows up as an error instead of a half-filled session.
import { z } from 'zod';
import { ACCOUNT_PROVIDERS, ROLES } from '@shared/domain/enums';
import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  ResetPasswordBody,
  SignUpBody,
} from '@shared/validation/auth';
import type { ProfileBody } from '@shared/validation/users';
import { apiRequest, authedRequest } from '@client/lib/api-client';
import type { Locale } from '@client/lib/i18n';

const KNOWN_ROLES: readonly string[] = ROLES;

/** The user JSON of docs/api/auth.md, keeping only what the session needs. */
export const userJsonSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  phone: z.string().nullable().optional(),
  // A role this client does not know (a newer server's) grants nothing here, so it is dropped.
  roles: z
    .array(z.string())
    .transform((roles) => roles.filter((role) => KNOWN_ROLES.includes(role)))
    .pipe(z.array(z.enum(ROLES))),
  isApproved: z.boolean().optional(),
  isVolunteer: z.boolean().optional(),
  totalServices: z.number().optional(),
  lastMethod: z.enum(ACCOUNT_PROVIDERS).optional().catch(undefined),
});
export type UserJson = z.output<typeof userJsonSchema>;

const sessionAnswer = userJsonSchema.extend({ token: z.string().min(1) });
export type SessionAnswer = z.output<typeof sessionAnswer>;

const messageAnswer = z.object({ message: z.string().optional() }).loose();

function json(method: string, body?: unknown): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

export function signUp(
  body: SignUpBody & { isVolunteer: boolean; language: Locale },
): Promise<SessionAnswer> {
  return apiRequest('/auth/sign-up', sessionAnswer, json('POST', body));
}

export function signIn(body: LoginBody): Promise<SessionAnswer> {
  return apiRequest('/auth/sign-in', sessionAnswer, json('POST', body));
}

/** Ends this device's session on the server (DELETE /auth/sign-in). */
export async function signOutOnServer(): Promise<void> {
  await authedRequest('/auth/sign-in', messageAnswer, { method: 'DELETE' });
}

export async function requestPasswordReset(
  body: ForgotPasswordBody & { language: Locale },
): Promise<void> {
  await apiRequest('/auth/request-reset-password', messageAnswer, json('POST', body));
}

/** POST /auth/password: the mailed token sets a new password; the answer carries no token. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await apiRequest('/auth/password', userJsonSchema, json('POST', body));
}

/** PUT /auth/password: every session of the user ends on success. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await authedRequest('/auth/password', userJsonSchema, json('PUT', body));
}

export function fetchProfile(): Promise<UserJson> {
  return authedRequest('/auth/profile', userJsonSchema);
}

export function updateProfile(body: ProfileBody): Promise<UserJson> {
  return authedRequest('/auth/profile', userJsonSchema, json('PUT', body));
}
