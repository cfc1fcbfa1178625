import type { MailMessage } from '../mailer';
import { composeMail, type MailLanguage } from './compose';

const words = {
  en: {
    subject: (name: string) => `Your service “${name}” is approved`,
    body: (name: string) =>
      `Good news: an administrator approved “${name}”. It now appears in Refugio's listings and people can find it.`,
    action: 'See it in Refugio:',
  },
  es: {
    subject: (name: string) => `Tu servicio «${name}» está aprobado`,
    body: (name: string) =>
      `Buenas noticias: un administrador aprobó «${name}». Ya aparece en los listados de Refugio y la gente puede encontrarlo.`,
    action: 'Míralo en Refugio:',
  },
} as const;

/** To a service's owner when an administrator approves it (docs/push.md). */
export function serviceApprovedMail(
  to: string,
  input: { serviceName: string; serviceUrl: string },
  language: MailLanguage,
): MailMessage {
  const w = words[language];
  return composeMail(to, w.subject(input.serviceName), [
    { kind: 'paragraph', text: w.body(input.serviceName) },
    { kind: 'link', label: w.action, url: input.serviceUrl },
  ]);
}
