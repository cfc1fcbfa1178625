import type { MailMessage } from '../mailer';
import { composeMail, type MailLanguage } from './compose';

const words = {
  en: {
    subject: 'Welcome to Refugio',
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'Your Refugio account is ready.',
    body: 'You can find shelter, food, health care and other help near you, save favorites, and add the services you run.',
    action: 'Open Refugio:',
  },
  es: {
    subject: 'Te damos la bienvenida a Refugio',
    greeting: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: 'Tu cuenta de Refugio está lista.',
    body: 'Puedes encontrar refugio, comida, atención médica y otras ayudas cerca de ti, guardar favoritos y añadir los servicios que ofreces.',
    action: 'Abre Refugio:',
  },
} as const;

/** Sent once after sign-up (local or social), in the new person's language. */
export function welcomeMail(
  to: string,
  input: { displayName: string; appUrl: string },
  language: MailLanguage,
): MailMessage {
  const w = words[language];
  return composeMail(to, w.subject, [
    { kind: 'paragraph', text: w.greeting(input.displayName.trim()) },
    { kind: 'paragraph', text: `${w.intro} ${w.body}` },
    { kind: 'link', label: w.action, url: input.appUrl },
  ]);
}
