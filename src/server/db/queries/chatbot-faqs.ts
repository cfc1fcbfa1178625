import type { Database } from '../client';
import { chatbotFaqs } from '../schema';
import type { ListQuery } from '@server/http/list-query';
import { contentQueries, syncedWrites } from './synced-table-queries';

export type FaqRow = typeof chatbotFaqs.$inferSelect;
export interface FaqValues {
  question: string;
  questionEs: string | null;
  answer: string;
  answerEs: string | null;
  keywords: string[];
}

export const FAQ_SORTS = ['createdAt', 'updatedAt', 'question'] as const;
export const FAQ_SEARCH = ['question', 'questionEs', 'answer', 'answerEs'] as const;
export type FaqQuery = ListQuery<(typeof FAQ_SORTS)[number], never, (typeof FAQ_SEARCH)[number]>;

const t = chatbotFaqs;
const read = contentQueries(t, {
  sorts: { createdAt: t.createdAt, updatedAt: t.updatedAt, question: t.question },
  search: {
    question: t.question,
    questionEs: t.questionEs,
    answer: t.answer,
    answerEs: t.answerEs,
  },
});
/** Every write takes a sync cursor in its own transaction: the offline chatbot mirrors these. */
const write = syncedWrites(t, 'chatbot_faqs');

export const listFaqs = (db: Database, query: FaqQuery) => read.list(db, query);
export const countFaqs = (db: Database, query: FaqQuery) => read.count(db, query);
export const findFaq = (db: Database, id: string) => read.findBy(db, t.id, id);

export const insertFaq = (db: Database, values: FaqValues) => write.insert(db, values);
export const updateFaq = (db: Database, id: string, values: FaqValues) =>
  write.update(db, id, values);
export const deleteFaq = (db: Database, id: string) => write.delete(db, id);
