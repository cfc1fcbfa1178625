import { z } from 'zod';
import { chatbotFaqRecord, staticPageRecord } from '@shared/api/content';
import { authedRequest } from '@client/lib/api-client';
import { syncNow } from '@client/sync/page-engine';

// Answers of docs/api/content.md ("Chatbot FAQ", "Static pages"), re-parsed with the shared
// records (src/shared/api/content.ts) before use; the editors never show stamps or revisions.
const stamps = { createdAt: true, updatedAt: true, rev: true } as const;

export const faqSchema = chatbotFaqRecord.omit(stamps);
export type Faq = z.infer<typeof faqSchema>;

export const pageSchema = staticPageRecord.omit(stamps);
export type StaticPage = z.infer<typeof pageSchema>;

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * FAQ entries and pages are mirrored in Dexie for the public screens (/chatbot, /about…): after a
 * write, pull now so they show the change without waiting for the next scheduled sync.
 */
async function thenPull<T>(write: Promise<T>): Promise<T> {
  const result = await write;
  void syncNow().catch(() => undefined);
  return result;
}

const faqPath = (id: string) => `/chatbot-faqs/${encodeURIComponent(id)}`;
const pagePath = (code: string) => `/static-pages/${encodeURIComponent(code)}`;

export const listFaqs = () => authedRequest('/chatbot-faqs?limit=0', z.array(faqSchema));

export const saveFaq = (id: string | null, body: Omit<Faq, 'id'>) =>
  thenPull(
    id
      ? authedRequest(faqPath(id), faqSchema, json('PUT', body))
      : authedRequest('/chatbot-faqs', faqSchema, json('POST', body)),
  );

export const deleteFaq = (id: string) =>
  thenPull(authedRequest(faqPath(id), z.unknown(), { method: 'DELETE' }));

// limit=0 is the route's maximum (100 pages).
export const listPages = () =>
  authedRequest('/static-pages?limit=0&sort=code', z.array(pageSchema));

export const getPage = (code: string) => authedRequest(pagePath(code), pageSchema);

export const createPage = (body: Omit<StaticPage, 'id'>) =>
  thenPull(authedRequest('/static-pages', pageSchema, json('POST', body)));

export const updatePage = (code: string, body: Omit<StaticPage, 'id' | 'code'>) =>
  thenPull(authedRequest(pagePath(code), pageSchema, json('PUT', body)));

export const deletePage = (code: string) =>
  thenPull(authedRequest(pagePath(code), z.unknown(), { method: 'DELETE' }));
