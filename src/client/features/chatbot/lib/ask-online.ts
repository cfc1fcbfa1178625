import { botQueryResponse, type BotMessage, type BotQueryBody } from '@shared/chatbot/messages';
import { apiRequest } from '@client/lib/api-client';

/** POST /api/bot/query (docs/spec/api-contract.md §5.1), the answer re-parsed with the shared contract. */
export function askOnline(body: BotQueryBody): Promise<BotMessage[]> {
  return apiRequest('/bot/query', botQueryResponse, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
