import type { MailMessage } from '../mailer';
import { composeMail, type MailLanguage } from './compose';

const words = {
  en: {
    subject: 'Reset your password for Refugio',
    intro: 'Someone asked to reset the password of your Refugio account.',
    action: 'Open this link within one hour to choose a new password:',
    ignore: 'If it was not you, ignore this e-mail: your password stays as it is.',
  },
  es: {
    subject: 'Restablece tu contraseña de Refugio',
    intro: 'Alguien pidió restablecer la contraseña de tu cuenta de Refugio.',
    action: 'Abre este enlace en menos de una hora para elegir una contraseña nueva:',
    ignore: 'Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
  },
} as const;

/** The reset mail in English or Spanish (the request's `language`, default English). */
export function resetPasswordMail(to: string, link: string, language: MailLanguage): MailMessage {
  const w = words[language];
  return composeMail(to, w.subject, [
    { kind: 'paragraph', text: w.intro },
    { kind: 'link', label: w.action, url: link },
    { kind: 'paragraph', text: w.ignore },
  ]);
}
