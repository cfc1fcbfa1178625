import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { FeedbackType } from '@shared/domain/enums';
import { bytea, createdAt, id, updatedAt } from './columns';
import { services } from './services';
import { users } from './users';

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: id(),
    type: text().$type<FeedbackType>().notNull(),
    serviceId: uuid().references(() => services.id, { onDelete: 'set null' }),
    /** The service's owner when the feedback was sent: who may read it (docs/spec/api-contract.md §12). */
    serviceOwnerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    subject: text().notNull(),
    message: text().notNull(),
    email: text(),
    name: text(),
    phone: text(),
    /** Where the sender was, when they chose to share it; null for '0|0'. */
    lat: doublePrecision(),
    lng: doublePrecision(),
    isArchive: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.serviceOwnerId), index().on(t.type, t.isArchive), index().on(t.createdAt)],
);

/**
 * Feedback attachments: uploaded only with a feedback, type and size limited (docs/spec/api-contract.md §12).
 * Their bytes are in `file_chunks`. A file is staged (no feedback yet) while its upload streams in,
 * and linked to its feedback in the feedback's transaction; staged files of a failed or abandoned
 * upload are deleted (docs/architecture.md, "Attachments").
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    feedbackId: uuid().references(() => feedbacks.id, { onDelete: 'cascade' }),
    filename: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.feedbackId),
    index('files_staged_idx')
      .on(t.createdAt)
      .where(sql`feedback_id IS NULL`),
  ],
);

/** A file's bytes in pieces of at most UPLOAD_CHUNK_BYTES, in order of `seq` from 0. */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    data: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
