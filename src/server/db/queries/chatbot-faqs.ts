import { count, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { chatbotFaqs } from '../schema';
import type { ListQuery } from '../../http/list-query';
import { allOf, nextRev, orderOf, searchCondition, writeTombstone } from './content-helpers';

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
const where = (query: FaqQuery) =>
  allOf([
    searchCondition(query, {
      question: t.question,
      questionEs: t.questionEs,
      answer: t.answer,
      answerEs: t.answerEs,
    }),
  ]);

export function listFaqs(db: Database, query: FaqQuery) {
  const columns = { createdAt: t.createdAt, updatedAt: t.updatedAt, question: t.question };
  return db
    .select()
    .from(t)
    .where(where(query))
    .orderBy(...orderOf(query, columns, t.id))
    .limit(query.limit)
    .offset(query.skip);
}

export async function countFaqs(db: Database, query: FaqQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(where(query));
  return Number(row?.n ?? 0);
}

export async function findFaq(db: Database, id: string): Promise<FaqRow | null> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row ?? null;
}

/** Every write takes a sync cursor in its own transaction: the offline chatbot mirrors these. */
export function insertFaq(db: Database, values: FaqValues) {
  return db.transaction(async (tx) => {
    const rev = await nextRev(tx);
    const [row] = await tx
      .insert(t)
      .values({ ...values, rev })
      .returning();
    return row as FaqRow;
  });
}

export function updateFaq(db: Database, id: string, values: FaqValues) {
  return db.transaction(async (tx) => {
    const rev = await nextRev(tx);
    const [row] = await tx
      .update(t)
      .set({ ...values, rev })
      .where(eq(t.id, id))
      .returning();
    return row ?? null;
  });
}

export function deleteFaq(db: Database, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(t).where(eq(t.id, id)).returning();
    if (!row) return null;
    await writeTombstone(tx, 'chatbot_faqs', id, await nextRev(tx));
    return row;
  });
}
