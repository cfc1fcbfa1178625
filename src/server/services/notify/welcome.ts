import type { FastifyInstance } from 'fastify';
import { publicBase, welcomeMail } from '../mail/templates';
import { notifierFor } from './notifier';

export interface WelcomeUser {
  email: string;
  displayName?: string | null;
  language?: 'en' | 'es' | null;
}

/**
 * The welcome e-mail after a sign-up (local here, social in the social sign-in helper). Fire and
 * forget: the returned promise never rejects and need not be awaited (a mail failure is logged).
 */
export function notifyWelcome(app: FastifyInstance, user: WelcomeUser): Promise<void> {
  return notifierFor(app).run('welcome', async ({ config, mailer }) => {
    const language = user.language ?? 'en';
    await mailer.send(
      welcomeMail(
        user.email,
        { displayName: user.displayName ?? '', appUrl: `${publicBase(config)}/` },
        language,
      ),
    );
  });
}
