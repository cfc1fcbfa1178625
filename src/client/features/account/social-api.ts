// Social sign-in calls (docs/social-sign-in.md): which providers the server offers, and the trade
// of the redirect's one-time code for a session.
import { z } from 'zod';
import { socialProvidersAnswer, type SocialProviderName } from '@shared/validation/social';
import { apiRequest } from '@client/lib/api-client';
import { userJsonSchema, type SessionAnswer } from './api';
import { API_BASE } from '@client/lib/api-base';

export async function fetchSocialProviders(): Promise<SocialProviderName[]> {
  return (await apiRequest('/auth/providers', socialProvidersAnswer)).providers;
}

/** Where a sign-in button goes: the server's redirect to the provider (a full page load). */
export const socialStartUrl = (provider: SocialProviderName) => `${API_BASE}/auth/${provider}`;

const sessionAnswer = userJsonSchema.extend({ token: z.string().min(1) });

export function exchangeSocialCode(code: string): Promise<SessionAnswer> {
  return apiRequest('/auth/social/exchange', sessionAnswer, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
}
