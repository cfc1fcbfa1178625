import { randomUUID } from 'node:crypto';
import type { Database } from '@server/db/client';
import {
  chatbotFaqs,
  crisisLines,
  feedbacks,
  fileChunks,
  files,
  homelessLiaisons,
  regions,
  services,
  staticPages,
} from '@server/db/schema';
import type { StaticPageCode } from '@shared/domain/enums';

// Fresh resources for the authorization matrix rows of tests/server/api/authz/content.ts: each
// request gets its own, so a DELETE never runs out of things to delete.

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let client = 0;
/** Each public feedback post from its own address: the per-client limit is tested elsewhere. */
export const freshAddress = () => {
  client += 1;
  return `10.77.${Math.floor(client / 250)}.${(client % 250) + 1}`;
};

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export const newCrisisLine = (db: Database) =>
  one(
    db
      .insert(crisisLines)
      .values({ name: 'Matrix line', description: 'x', hours: '24/7', phone: '988' })
      .returning({ id: crisisLines.id }),
  );

export const newPage = (db: Database) =>
  one(
    db
      .insert(staticPages)
      .values({
        code: `M${randomUUID().slice(0, 8).toUpperCase()}` as StaticPageCode,
        name: 'x',
        content: 'x',
      })
      .returning({ code: staticPages.code }),
  );

export const newService = (db: Database, userId: string | undefined) =>
  one(
    db
      .insert(services)
      .values({
        name: 'Matrix service',
        type: ['FOOD'],
        category: ['ALL'],
        lat: 39.7,
        lng: -105,
        timeZone: 'America/Denver',
        isApproved: true,
        userId: userId ?? null,
      })
      .returning({ id: services.id }),
  );

/** A service feedback (with one attachment) on a service owned by `ownerId`. */
export async function newFeedback(db: Database, ownerId: string | undefined) {
  const service = await newService(db, ownerId);
  const feedback = await one(
    db
      .insert(feedbacks)
      .values({
        type: 'SERVICE',
        serviceId: service.id,
        serviceOwnerId: ownerId ?? null,
        subject: 'x',
        message: 'x',
        email: 'x@example.org',
      })
      .returning({ id: feedbacks.id }),
  );
  const file = await one(
    db
      .insert(files)
      .values({
        feedbackId: feedback.id,
        filename: 'a.png',
        mimeType: 'image/png',
        size: PNG.length,
      })
      .returning({ id: files.id }),
  );
  await db.insert(fileChunks).values({ fileId: file.id, seq: 0, data: PNG });
  return { feedbackId: feedback.id, fileId: file.id };
}

export const newRegion = (db: Database) =>
  one(
    db
      .insert(regions)
      .values({ name: `Matrix ${randomUUID()}` })
      .returning({ id: regions.id }),
  );

export const newLiaison = (db: Database) =>
  one(
    db
      .insert(homelessLiaisons)
      .values({ name: 'Matrix liaison' })
      .returning({ id: homelessLiaisons.id }),
  );

export const newFaq = (db: Database) =>
  one(
    db.insert(chatbotFaqs).values({ question: 'q', answer: 'a' }).returning({ id: chatbotFaqs.id }),
  );
