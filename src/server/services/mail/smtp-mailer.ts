import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** SMTP through nodemailer; short timeouts so a dead server fails one request, not a minute. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
      return {};
    },
  };
}
