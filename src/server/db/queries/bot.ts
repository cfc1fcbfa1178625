import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lt,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { BotServiceQuery } from '@shared/chatbot/data-source';
import { foldBotText } from '@shared/chatbot/fold';
import { SUMMARY_KEYWORDS } from '@shared/domain/sub-filters';
import type { Database } from '../client';
import {
  botConversations,
  chatbotFaqs,
  cities,
  citySearchKeys,
  crisisLines,
  services,
  zips,
} from '../schema';
import { escapeLike } from './like';
import { earthOf, serviceConditions, serviceEarth, type ServiceFilter } from './service-conditions';
import { openServiceIds, type ServiceWireRow } from './services';

// The chatbot's reads (docs/chatbot.md): the same conditions as the public list (service-conditions.ts)
// so the bot never shows what the list would not: approved, not permanently closed.

const PUBLIC = { userId: null, admin: false, lead: false };
const { searchText: _unused, ...wireColumns } = getTableColumns(services);

function botFilter(q: BotServiceQuery, now: Date): SQL | undefined {
  const filter: ServiceFilter = {
    viewer: PUBLIC,
    now,
    approved: [true],
    types: q.types?.length ? q.types : undefined,
    categories: q.categories?.length ? q.categories : undefined,
    search: q.subFilter ? { kind: 'keywords', keywords: SUMMARY_KEYWORDS[q.subFilter] } : undefined,
    criticalOnly: false,
    showAll: false,
  };
  return and(serviceConditions(filter), q.withBeds ? gt(services.availableBeds, 0) : undefined);
}

const orderOf = (q: BotServiceQuery): SQL[] =>
  q.near ? [sql`${serviceEarth} <-> ${earthOf(q.near)}`] : [desc(services.likes), asc(services.id)];

/** One page of approved services for the bot; open-now through the shared engine before paging. */
export async function botServices(db: Database, q: BotServiceQuery): Promise<ServiceWireRow[]> {
  const now = q.openNow?.now ?? new Date();
  const where = botFilter(q, now);
  const skip = q.skip ?? 0;
  if (!q.openNow) {
    return db
      .select(wireColumns)
      .from(services)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.limit)
      .offset(skip);
  }
  const ids = (await openServiceIds(db, where, orderOf(q), now)).slice(skip, skip + q.limit);
  if (ids.length === 0) return [];
  const rows = await db.select(wireColumns).from(services).where(inArray(services.id, ids));
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/** The name folded in SQL as foldBotText folds it (accents of Latin letters, apostrophes, dots). */
const foldedName = sql`trim(regexp_replace(regexp_replace(translate(lower(${services.name}), 'áàâäãåéèêëíìîïóòôöõúùûüñç', 'aaaaaaeeeeiiiiooooouuuunc'), '[''’‘.]', '', 'g'), '[^a-z0-9]+', ' ', 'g'))`;

/**
 * Approved services whose folded name is in the folded text as whole words, or contains it; the
 * engine picks among them (shared/chatbot/names.ts). The text is a parameter, never a pattern.
 */
export async function botServicesByName(
  db: Database,
  text: string,
  limit: number,
): Promise<ServiceWireRow[]> {
  const folded = foldBotText(text);
  if (folded.length < 3) return [];
  const padded = ` ${folded} `;
  return db
    .select(wireColumns)
    .from(services)
    .where(
      and(
        botFilter({ limit }, new Date()),
        or(
          sql`strpos(${padded}::text, ' ' || ${foldedName} || ' ') > 0`,
          sql`strpos(' ' || ${foldedName} || ' ', ${padded}::text) > 0`,
        ),
      ),
    )
    .orderBy(desc(sql`length(${services.name})`))
    .limit(limit);
}

export const botCrisisLines = (db: Database) =>
  db.select().from(crisisLines).orderBy(asc(crisisLines.ranking), asc(crisisLines.name));

export const botFaqs = (db: Database) =>
  db.select().from(chatbotFaqs).orderBy(asc(chatbotFaqs.createdAt));

/** The FAQ's cheap version (count and newest rev), compared on each query to retrain. */
export async function botFaqVersion(db: Database): Promise<string> {
  const [row] = await db.select({ n: count(), rev: max(chatbotFaqs.rev) }).from(chatbotFaqs);
  return `${Number(row?.n ?? 0)}:${Number(row?.rev ?? 0)}`;
}

/** A city by its exact name (with or without its state), largest first; or a ZIP code. */
export async function botPlace(db: Database, text: string) {
  const folded = foldBotText(text);
  if (/^\d{5}$/.test(folded)) {
    const [zip] = await db.select().from(zips).where(eq(zips.code, folded)).limit(1);
    return zip ? { label: zip.code, lng: zip.lng, lat: zip.lat } : null;
  }
  if (folded.length < 3) return null;
  // The whole keys of the place search's index (word 0): an index range, not a scan of every city.
  const keys = citySearchKeys;
  const [city] = await db
    .select({ name: cities.name, state: cities.state, lng: cities.lng, lat: cities.lat })
    .from(keys)
    .innerJoin(cities, eq(cities.id, keys.cityId))
    .where(
      and(
        eq(keys.word, 0),
        or(eq(keys.key, folded), sql`${keys.key} LIKE ${`${escapeLike(folded)} __`}`),
      ),
    )
    .orderBy(desc(keys.population))
    .limit(1);
  return city ? { label: city.name, lng: city.lng, lat: city.lat } : null;
}

// --- Conversations: the context per chatToken, with expiry (not global, docs/spec/api-contract.md §10 #20).

export async function loadConversation(db: Database, chatToken: string, now: Date) {
  const [row] = await db
    .select({ context: botConversations.context })
    .from(botConversations)
    .where(and(eq(botConversations.chatToken, chatToken), gt(botConversations.expiresAt, now)))
    .limit(1);
  return row?.context ?? null;
}

export async function saveConversation(
  db: Database,
  chatToken: string,
  context: Record<string, unknown>,
  expiresAt: Date,
) {
  await db
    .insert(botConversations)
    .values({ chatToken, context, expiresAt })
    .onConflictDoUpdate({
      target: botConversations.chatToken,
      set: { context, expiresAt, updatedAt: new Date() },
    });
}

/** Deletes expired conversations (now and then, on write). */
export async function deleteExpiredConversations(db: Database, now: Date): Promise<void> {
  await db.delete(botConversations).where(lt(botConversations.expiresAt, now));
}
