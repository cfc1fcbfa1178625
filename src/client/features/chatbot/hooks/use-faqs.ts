import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@client/db/database';
import type { ChatbotFaqRecord } from '@shared/sync/protocol';

/** The chatbot FAQ from the offline mirror, oldest first (the seed's order); undefined while reading. */
export function useFaqs(): ChatbotFaqRecord[] | undefined {
  return useLiveQuery(async () => {
    const rows = await localDb().chatbotFaqs.toArray();
    return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }, []);
}
