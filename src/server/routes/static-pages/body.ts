import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import { parseListQuery } from '@server/http/list-query';
import { PAGE_SEARCH, PAGE_SORTS, type StaticPageValues } from '@server/db/queries/static-pages';
import { sanitizePageHtml } from '@server/services/sanitize/html';

const CONTENT_MAX = TEXT_MAX.PAGE;

const required = (what: string, max: number = TEXT_MAX.LINE) =>
  text({ max, error: `Please input the ${what}.`, tooLong: `The ${what} is too long.` }).min(1, {
    error: `Please input the ${what}.`,
  });
const optional = (max: number = TEXT_MAX.LINE) => text({ max, error: 'Must be text.' }).nullish();
const html = (what: string) => required(what, CONTENT_MAX);

/**
 * A page code in the URL and the body: letters, digits, '_' or '-', matched without regard to case
 * (ABOUT, TERMS, PRIVACY, FAQ are the ones the app shows).
 */
export const pageCode = text({ max: TEXT_MAX.SHORT, error: 'Please input the page code.' })
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{1,40}$/, { error: 'A page code has 1 to 40 letters, digits, _ or -.' });

export const pageUpdateBody = z.object({
  name: required('page name'),
  nameEs: optional(),
  content: html('page content'),
  contentEs: optional(CONTENT_MAX),
});

export const pageCreateBody = pageUpdateBody.extend({ code: pageCode });

/** Columns from a body, with both HTML texts sanitized before they are stored. */
export function pageValues(body: z.output<typeof pageUpdateBody>): StaticPageValues {
  return {
    name: body.name,
    nameEs: body.nameEs || null,
    content: sanitizePageHtml(body.content),
    contentEs: body.contentEs ? sanitizePageHtml(body.contentEs) : null,
  };
}

export const parsePageQuery = (query: Record<string, unknown>) =>
  parseListQuery(query, {
    defaultLimit: 25,
    maxLimit: 100,
    sortable: PAGE_SORTS,
    defaultSort: 'createdAt',
    filterable: [],
    searchable: PAGE_SEARCH,
  });
