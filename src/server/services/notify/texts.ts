import type { PushPayload } from '../push';

type Language = 'en' | 'es';

/** Push words, one table per language (the receiver's users.language, docs/push.md). */
const words = {
  en: {
    pending: {
      title: 'New service waiting for approval',
      body: (n: string) => `“${n}” needs a review.`,
    },
    volunteer: {
      title: 'New service added by a volunteer',
      body: (n: string) => `A volunteer added “${n}”.`,
    },
    approved: {
      title: 'Your service is approved',
      body: (n: string) => `“${n}” now appears in Refugio.`,
    },
    serviceFeedback: {
      title: 'New feedback on a service',
      body: (n: string) => `Someone left feedback on “${n}”.`,
    },
    appFeedback: { title: 'New feedback about the app', body: (s: string) => s },
  },
  es: {
    pending: {
      title: 'Nuevo servicio pendiente de aprobación',
      body: (n: string) => `«${n}» necesita una revisión.`,
    },
    volunteer: {
      title: 'Nuevo servicio añadido por un voluntario',
      body: (n: string) => `Un voluntario añadió «${n}».`,
    },
    approved: {
      title: 'Tu servicio está aprobado',
      body: (n: string) => `«${n}» ya aparece en Refugio.`,
    },
    serviceFeedback: {
      title: 'Nuevos comentarios sobre un servicio',
      body: (n: string) => `Alguien dejó comentarios sobre «${n}».`,
    },
    appFeedback: { title: 'Nuevos comentarios sobre la aplicación', body: (s: string) => s },
  },
} as const;

export type PushEvent = keyof (typeof words)['en'];

/** The payload of one event in one language; `url` is a path of the PWA (opened on click). */
export function pushText(
  event: PushEvent,
  language: Language,
  subject: string,
  url: string,
): PushPayload {
  const w = words[language][event];
  // Push payloads are limited to about 4 KB; names and subjects come from people.
  subject = subject.length > 120 ? `${subject.slice(0, 119)}…` : subject;
  return { title: w.title, body: w.body(subject), url, tag: `${event}:${url}` };
}
