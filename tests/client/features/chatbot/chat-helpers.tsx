import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { ChatbotScreen } from '@client/features/chatbot/components/chatbot-screen';
import { activateLocale, i18n, type Locale } from '@client/lib/i18n';
import type { BotCrisisLineItem } from '@shared/chatbot/payloads';
import type { CrisisLineRecord } from '@shared/sync/protocol';
import { MemoryRouter } from '../../test-router';

export { service } from '../../sync/fakes';

/** The /chatbot screen alone, in a language, inside the router its links need. */
export async function renderChatbot(locale: Locale = 'en') {
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/chatbot']}>
        <ChatbotScreen />
      </MemoryRouter>
    </I18nProvider>,
  );
}

export function crisisLine(
  id: string,
  overrides: Partial<CrisisLineRecord> = {},
): CrisisLineRecord {
  return {
    id,
    name: `Line ${id}`,
    description: `Help line ${id}.`,
    descriptionEs: `Línea de ayuda ${id}.`,
    area: 'USA',
    time: '24/7',
    hoursEs: '24/7',
    phone: null,
    text: null,
    chatWebLink: null,
    website: null,
    ranking: 5,
    location: { type: 'Point', coordinates: [-98.5, 39.8] },
    rev: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const crisisItem = (line: CrisisLineRecord): BotCrisisLineItem => ({
  ...line,
  distance: null,
});

export interface BotCall {
  url: string;
  body: Record<string, unknown>;
}

/**
 * A fetch double at the network edge: `answer` returns the JSON body of POST /api/bot/query, or
 * 'offline' for a request that never gets an answer.
 */
export function fakeBotServer(answer: (body: Record<string, unknown>) => unknown) {
  const calls: BotCall[] = [];
  const fetchDouble = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ url: String(input), body });
    const result = answer(body);
    if (result === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(result), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetchDouble };
}
