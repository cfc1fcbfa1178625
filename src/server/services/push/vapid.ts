import webpush from 'web-push';
import type { Config } from '@server/config';
import type { Database } from '@server/db/client';
import { vapidKeysInsertIfAbsent } from '@server/db/queries/push';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** VAPID_SUBJECT, else mailto: + MAIL_FROM's address, else an https PUBLIC_URL. */
export function vapidSubject(
  config: Pick<Config, 'VAPID_SUBJECT' | 'MAIL_FROM' | 'PUBLIC_URL'>,
): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  if (/^[^\s@]+@[^\s@]+$/.test(address)) return `mailto:${address}`;
  if (config.PUBLIC_URL?.startsWith('https://')) return config.PUBLIC_URL;
  return 'mailto:no-reply@localhost';
}

/**
 * The configured key pair, or the one stored in app_meta (generated on first start). Every
 * instance reads the same row, so subscriptions made through one instance work with all.
 */
export async function loadVapidDetails(db: Database, config: Config): Promise<VapidDetails> {
  const subject = vapidSubject(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { subject, publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  const stored = await vapidKeysInsertIfAbsent(db, webpush.generateVAPIDKeys());
  return { subject, ...stored };
}
