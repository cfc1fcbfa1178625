import type { TestApp } from '@tests/helpers/build-app';

export interface BotMessageJson {
  type: 'text' | 'quickReplies' | 'payload';
  key?: string;
  params?: Record<string, string | number>;
  payload?: { type: string; data: unknown };
}

let counter = 0;

/** A different client address per call: the bot's rate limit is per client. */
const address = () => {
  counter += 1;
  return `10.77.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
};

export async function askBot(
  t: TestApp,
  query: string,
  extra: {
    chatToken?: string;
    coordinate?: string;
    location?: string;
    language?: 'en' | 'es';
  } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bot/query',
    remoteAddress: address(),
    payload: { query, chatToken: extra.chatToken ?? `token-${Date.now()}-${counter}`, ...extra },
  });
  const messages = (res.statusCode === 200 ? res.json() : []) as BotMessageJson[];
  return {
    status: res.statusCode,
    intent: String(res.headers['x-bot-intent'] ?? ''),
    messages,
    payloads: messages.filter((m) => m.type === 'payload').map((m) => m.payload!),
    keys: messages.map((m) => m.key).filter(Boolean),
  };
}

/** Denver, as the chat's `coordinate` ('lat|lng'). */
export const DENVER = '39.7392|-104.9903';
