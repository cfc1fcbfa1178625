import type { BotDataSource } from '@shared/chatbot/data-source';
import type { CrisisLineRecord, ServiceRecord } from '@shared/sync/protocol';
import type { Database } from '@server/db/client';
import {
  botCrisisLines,
  botFaqs,
  botPlace,
  botServices,
  botServicesByName,
} from '@server/db/queries/bot';
import type { ServiceWireRow } from '@server/db/queries/services';
import { faqJson } from '@server/http/serializers/chatbot-faq';
import { crisisLineJson } from '@server/http/serializers/crisis-line';
import { serviceJson } from '@server/http/serializers/service';
import type { WeatherProvider } from './weather';

const PUBLIC = { userId: null, admin: false };

/** The public wire form is the mirror's ServiceRecord (plus Spanish-review fields it ignores). */
const record = (row: ServiceWireRow): ServiceRecord => serviceJson(row, PUBLIC);

/** The chatbot's data over the database (online answers; the browser has its own over Dexie). */
export function databaseBotSource(db: Database, weather: WeatherProvider | null): BotDataSource {
  return {
    findServices: async (query) => (await botServices(db, query)).map(record),
    findServicesByName: async (text, limit) =>
      (await botServicesByName(db, text, limit)).map(record),
    crisisLines: async (): Promise<CrisisLineRecord[]> =>
      (await botCrisisLines(db)).map(crisisLineJson),
    faqs: async () => (await botFaqs(db)).map(faqJson),
    resolvePlace: (text) => botPlace(db, text),
    ...(weather ? { weather: (place) => weather.current(place) } : {}),
  };
}
