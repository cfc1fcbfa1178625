import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { StaticPageCode } from '@shared/domain/enums';
import { createdAt, id, rev, updatedAt } from './columns';
import { users } from './users';

export const crisisLines = pgTable(
  'crisis_lines',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull(),
    descriptionEs: text(),
    area: text().notNull().default('USA'),
    /** Free text such as '24/7' (docs/spec/product-spec.md §3 'hours (time)'). */
    hours: text().notNull(),
    hoursEs: text(),
    /** The number to text, e.g. '988' or 'HOME to 741741'. */
    text: text(),
    chatWebLink: text(),
    website: text(),
    phone: text().notNull(),
    /** Higher first in the directory and in the chatbot's crisis replies. */
    ranking: integer().notNull().default(0),
    lat: doublePrecision(),
    lng: doublePrecision(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    rev: rev(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.rev), index().on(t.createdAt)],
);

export const staticPages = pgTable(
  'static_pages',
  {
    id: id(),
    code: text().$type<StaticPageCode>().notNull().unique(),
    name: text().notNull(),
    nameEs: text(),
    /** Sanitized HTML. */
    content: text().notNull(),
    contentEs: text(),
    rev: rev(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.rev)],
);

export const chatbotFaqs = pgTable(
  'chatbot_faqs',
  {
    id: id(),
    question: text().notNull(),
    questionEs: text(),
    answer: text().notNull(),
    answerEs: text(),
    /** Extra phrasings the chatbot trains on, in either language. */
    keywords: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rev: rev(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.rev)],
);
