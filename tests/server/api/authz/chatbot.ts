import { freshAddress } from '../content/matrix-fixtures';
import type { MatrixRow } from './types';

/** The chatbot routes of docs/chatbot.md: the bot is public (docs/spec/api-contract.md §5.1), rate-limited per client. */
export const chatbotRows: MatrixRow[] = [
  {
    route: 'POST /api/bot/query',
    request: () => ({
      method: 'POST',
      url: '/api/bot/query',
      remoteAddress: freshAddress(),
      payload: { query: 'hi', chatToken: 'authz-matrix-token' },
    }),
    expect: { default: 200 },
  },
];
