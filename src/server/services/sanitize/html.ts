import sanitizeHtml from 'sanitize-html';

const FORCED_REL = 'noopener noreferrer nofollow';

/**
 * The only HTML a static page may hold (docs/api/content.md): headings, paragraphs, lists,
 * emphasis, line breaks and links to https, mailto, tel or relative addresses. Everything else —
 * scripts, event handlers, styles, javascript: links — is dropped on write, so every reader
 * (the PWA, the offline mirror, old clients) gets safe HTML without sanitizing again.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs, rel: FORCED_REL };
      // Only a new tab is a meaningful target; named frames do not exist in the app.
      if (out.target !== '_blank') delete out.target;
      return { tagName, attribs: out };
    },
  },
};

export const sanitizePageHtml = (html: string): string => sanitizeHtml(html, options);
