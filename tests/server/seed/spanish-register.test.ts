import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOT_LABELS_ES, BOT_PHRASES_ES } from '@shared/chatbot/phrases-es';
import { CRITICAL_HEADERS } from '@server/db/seed/demo/critical-headers';
import { demoCrisisLines } from '@server/db/seed/demo/crisis-lines';
import { demoFaqs } from '@server/db/seed/demo/faqs';
import { KINDS } from '@server/db/seed/demo/kinds';
import * as sentences from '@server/db/seed/demo/sentences';
import { demoStaticPages } from '@server/db/seed/demo/static-pages';
import {
  feedbackToProviderMail,
  resetPasswordMail,
  serviceApprovedMail,
  welcomeMail,
} from '@server/services/mail/templates';
import { pushText, type PushEvent } from '@server/services/notify/texts';
import { openStatusText } from '@shared/schedule';
import { ustedForms } from '@tests/helpers/usted-forms';

// docs/screens.md "Words and crisis lines": Spanish speaks to the reader as tú everywhere ("toca la estrella", "llama
// al 911"), never as usted ("Deslice…", "Llame…").

/** Every string under an `es` key or a key ending in `Es` (descriptionEs, answerEs, …). */
function spanishStrings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return key === 'es' || /Es$/.test(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => spanishStrings(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => spanishStrings(v, k));
  }
  return [];
}

function catalogStrings(file: string): string[] {
  const text = readFileSync(
    new URL(`../../../src/client/locales/es/${file}`, import.meta.url),
    'utf8',
  );
  return [...text.matchAll(/^msgstr "(.+)"$/gm)].map((m) => m[1] ?? '');
}

const PUSH_EVENTS: PushEvent[] = ['pending', 'volunteer', 'approved', 'serviceFeedback'];

function serverStrings(): string[] {
  const mails = [
    welcomeMail('a@b.org', { displayName: 'Ana', appUrl: 'https://x' }, 'es'),
    resetPasswordMail('a@b.org', 'https://x', 'es'),
    serviceApprovedMail('a@b.org', { serviceName: 'Casa', serviceUrl: 'https://x' }, 'es'),
    feedbackToProviderMail(
      'a@b.org',
      { serviceName: 'Casa', feedback: '', serviceUrl: 'https://x' },
      'es',
    ),
  ];
  const pushes = PUSH_EVENTS.map((event) => pushText(event, 'es', 'Casa', '/'));
  return [
    ...mails.flatMap((m) => [m.subject, m.text]),
    ...pushes.flatMap((p) => [p.title, p.body]),
    // The schedule engine's Spanish, which the server and the PWA both show.
    openStatusText({ kind: 'contact' }, 'es'),
    ...Object.values(BOT_PHRASES_ES),
    ...Object.values(BOT_LABELS_ES),
  ];
}

function usted(texts: string[]): { text: string; forms: string[] }[] {
  return texts
    .map((text) => ({ text, forms: ustedForms(text) }))
    .filter((found) => found.forms.length > 0);
}

describe('one register, tú, in every Spanish text', () => {
  it('finds usted forms and leaves tú alone', () => {
    expect(ustedForms('Deslice un favorito hacia un lado para quitarlo.')).toEqual(['Deslice']);
    expect(ustedForms('Llame o envíe un mensaje de texto al 988.')).toEqual(['envíe']);
    expect(ustedForms('¿Desea eliminar esta línea de crisis?')).toEqual(['Desea']);
    expect(ustedForms('El personal puede ayudarle a solicitar SNAP.')).toEqual(['ayudarle']);
    expect(ustedForms('Traiga su identificación.')).toEqual(['Traiga', 'su identificación']);
    for (const tu of [
      'Desliza un favorito hacia un lado para quitarlo.',
      'Toca la estrella para guardar un servicio en tus favoritos.',
      'Si estás en peligro ahora mismo, llama al 911.',
      'Comunícate con este servicio para conocer su horario',
      'Cada refugio muestra sus camas disponibles y totales.',
      'Los voluntarios aprobados pueden agregar y administrar servicios.',
    ]) {
      expect(ustedForms(tu)).toEqual([]);
    }
  });

  it('in the Spanish catalogs', () => {
    const catalogs = ['first-screen.po', 'messages.po', 'management.po'];
    expect(usted(catalogs.flatMap((name) => catalogStrings(name)))).toEqual([]);
  });

  it('in the seeded listings, crisis lines, FAQ and pages', () => {
    const seeded = [
      ...spanishStrings(KINDS),
      ...spanishStrings(Object.values(sentences)),
      ...spanishStrings(CRITICAL_HEADERS),
      ...spanishStrings(demoCrisisLines),
      ...spanishStrings(demoFaqs),
      ...spanishStrings(demoStaticPages),
    ];
    expect(seeded.length).toBeGreaterThan(300);
    expect(usted(seeded)).toEqual([]);
  });

  it("in the server's own Spanish: the chatbot's phrases, open status, mails and notifications", () => {
    expect(usted(serverStrings())).toEqual([]);
  });
});
