import { describe, expect, it } from 'vitest';
import {
  feedbackToProviderMail,
  resetPasswordMail,
  serviceApprovedMail,
  welcomeMail,
} from '@server/services/mail/templates';
import type { MailMessage } from '@server/services/mail';

const hostile = 'Tom & <script>alert("x")</script>';
const url = 'https://refugio.example/services/1?a=1&b=2';

const cases: [string, (language: 'en' | 'es') => MailMessage, Record<'en' | 'es', RegExp>][] = [
  [
    'welcome',
    (l) => welcomeMail('to@example.org', { displayName: hostile, appUrl: url }, l),
    { en: /^Welcome to Refugio$/, es: /^Te damos la bienvenida a Refugio$/ },
  ],
  [
    'password reset',
    (l) => resetPasswordMail('to@example.org', url, l),
    { en: /^Reset your password for Refugio$/, es: /^Restablece tu contraseña de Refugio$/ },
  ],
  [
    'feedback to a provider',
    (l) =>
      feedbackToProviderMail(
        'to@example.org',
        { serviceName: hostile, feedback: `${hostile}\nsecond line`, serviceUrl: url },
        l,
      ),
    { en: /^New feedback on “Tom & <script>/, es: /^Nuevos comentarios sobre «Tom & <script>/ },
  ],
  [
    'service approved',
    (l) => serviceApprovedMail('to@example.org', { serviceName: hostile, serviceUrl: url }, l),
    {
      en: /^Your service “Tom & <script>.*is approved$/,
      es: /^Tu servicio «Tom & <script>.*aprobado$/,
    },
  ],
];

describe.each(cases)('the %s mail', (_name, build, subjects) => {
  it.each(['en', 'es'] as const)('has a %s subject, text and escaped HTML with the link', (l) => {
    const mail = build(l);
    expect(mail.to).toBe('to@example.org');
    expect(mail.subject).toMatch(subjects[l]);
    expect(mail.text).toContain(url);
    expect(mail.html).toContain('href="https://refugio.example/services/1?a=1&#38;b=2"');
    expect(mail.html).not.toMatch(/<script|<\/script/);
    if (mail.text.includes('Tom')) {
      expect(mail.text).toContain(hostile.split('\n')[0]);
      expect(mail.html).toContain('Tom &#38; &#60;script&#62;');
    }
  });

  it('differs between English and Spanish', () => {
    expect(build('es').text).not.toBe(build('en').text);
    expect(build('es').html).not.toBe(build('en').html);
  });
});

it('quotes the feedback text line by line in the text part', () => {
  const mail = feedbackToProviderMail(
    'to@example.org',
    { serviceName: 'Kitchen', feedback: 'one\ntwo', serviceUrl: url },
    'en',
  );
  expect(mail.text).toContain('> one\n> two');
  expect(mail.html).toContain('<blockquote>one<br>two</blockquote>');
});
