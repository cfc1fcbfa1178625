import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Writes each mail as an .eml file (RFC 822, built by nodemailer) into `directory`. */
export function fileMailer(directory: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'file',
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const location = path.join(directory, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(location, info.message);
      return { location };
    },
  };
}
