import path from 'node:path';
import type { Config } from '@server/config';
import { fileMailer } from './file-mailer';
import type { Mailer } from './mailer';
import { smtpMailer } from './smtp-mailer';

export type { Mailer, MailMessage } from './mailer';

/** SMTP_URL when configured, otherwise .eml files under DATA_DIR/mail. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>): Mailer {
  return config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : fileMailer(path.join(config.dataDir, 'mail'), config.MAIL_FROM);
}
