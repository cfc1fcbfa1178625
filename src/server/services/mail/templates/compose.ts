import type { MailMessage } from '../mailer';

export type MailLanguage = 'en' | 'es';

/** One piece of a mail body: a paragraph, a quoted text from a person, or a labelled link. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'link'; label: string; url: string };

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The site's address for links in mails: PUBLIC_URL, or the local port when it is not set. */
export function publicBase(config: { PUBLIC_URL?: string | undefined; PORT: number }): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/**
 * Builds the plain-text and HTML parts from the same blocks, so the two never disagree. Every
 * value is escaped in the HTML: names, service names and feedback come from people.
 */
export function composeMail(to: string, subject: string, blocks: MailBlock[]): MailMessage {
  const text = blocks
    .map((b) =>
      b.kind === 'link'
        ? `${b.label}\n${b.url}`
        : b.kind === 'quote'
          ? b.text
              .split('\n')
              .map((line) => `> ${line}`)
              .join('\n')
          : b.text,
    )
    .join('\n\n');
  const html = blocks
    .map((b) => {
      if (b.kind === 'link') {
        const url = escapeHtml(b.url);
        return `<p>${escapeHtml(b.label)}<br><a href="${url}">${url}</a></p>`;
      }
      const body = escapeHtml(b.text).replace(/\n/g, '<br>');
      return b.kind === 'quote' ? `<blockquote>${body}</blockquote>` : `<p>${body}</p>`;
    })
    .join('');
  return { to, subject, text: `${text}\n`, html };
}
