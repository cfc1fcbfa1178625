import type { MailMessage } from '../mailer';
import { composeMail, type MailLanguage } from './compose';

const words = {
  en: {
    subject: (name: string) => `New feedback on “${name}”`,
    body: (name: string) => `Someone left feedback on your service “${name}” in Refugio:`,
    action: 'Open your service:',
  },
  es: {
    subject: (name: string) => `Nuevos comentarios sobre «${name}»`,
    body: (name: string) => `Alguien dejó comentarios sobre tu servicio «${name}» en Refugio:`,
    action: 'Abre tu servicio:',
  },
} as const;

/** To a service's owner when someone sends feedback on it; the feedback is quoted as written. */
export function feedbackToProviderMail(
  to: string,
  input: { serviceName: string; feedback: string; serviceUrl: string },
  language: MailLanguage,
): MailMessage {
  const w = words[language];
  return composeMail(to, w.subject(input.serviceName), [
    { kind: 'paragraph', text: w.body(input.serviceName) },
    { kind: 'quote', text: input.feedback },
    { kind: 'link', label: w.action, url: input.serviceUrl },
  ]);
}
