import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '@client/db/database';
import { resetChat } from '@client/features/chatbot/store';
import { useLocationStore } from '@client/lib/location-store';
import { crisisLine, fakeBotServer, renderChatbot, service } from './chat-helpers';
import { clearServices, putServices } from '@client/db/service-record-writes';

// The labels in both languages: some tests run the screen in Spanish.
const log = () => screen.getByRole('log', { name: /^(Conversation|Conversación)$/ });
const field = () => screen.getByRole('textbox', { name: /^(Your message|Tu mensaje)$/ });

function ask(text: string): void {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.submit(field().closest('form')!);
}

async function fillMirror(): Promise<void> {
  const db = localDb();
  await db.crisisLines.bulkPut([
    crisisLine('dv', { name: 'Domestic Violence Hotline', phone: '1-800-799-7233', ranking: 3 }),
    crisisLine('988', { name: '988 Suicide & Crisis Lifeline', phone: '988', ranking: 1 }),
    crisisLine('ctl', { name: 'Crisis Text Line', text: 'Text HOME to 741741', ranking: 2 }),
  ]);
  await putServices(db, [
    service('shelter-1', {
      name: 'Casa Uno Shelter',
      type: ['SHELTER'],
      serviceSummary: 'Emergency Shelter',
      totalBeds: 10,
      availableBeds: 4,
    }),
    service('hidden', { name: 'Unapproved Shelter', type: ['SHELTER'], isApproved: false }),
  ]);
}

describe('/chatbot sending', () => {
  beforeEach(async () => {
    resetChat();
    await fillMirror();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useLocationStore.getState().clearLocation();
    const db = localDb();
    await Promise.all([db.crisisLines.clear(), clearServices(db), db.chatbotFaqs.clear()]);
  });

  it('online: posts the question with one chatToken, the lat|lng and the language', async () => {
    const server = fakeBotServer(() => [
      { type: 'text', key: 'greeting' },
      {
        type: 'quickReplies',
        key: 'pickTopic',
        quickReplies: [{ key: 'quickBeds', payload: 'b' }],
      },
    ]);
    vi.stubGlobal('fetch', server.fetchDouble);
    useLocationStore.getState().setLocation({ lng: -104.99, lat: 39.74 }, 'Denver, CO');
    await renderChatbot('es');

    ask('hola');
    expect(await within(log()).findByText('hola')).toBeTruthy();
    // The answer's quick reply joins the six topic buttons of the greeting.
    await vi.waitFor(() => expect(within(log()).getAllByRole('button')).toHaveLength(7));
    expect(document.activeElement).toBe(field());
    expect((field() as HTMLInputElement).value).toBe('');
    ask('gracias');
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));

    const [first, second] = server.calls;
    expect(first!.url).toBe('/api/bot/query');
    expect(first!.body).toMatchObject({
      query: 'hola',
      coordinate: '39.74|-104.99',
      location: 'Denver, CO',
      language: 'es',
    });
    expect(typeof first!.body.userTimezone).toBe('number');
    expect(first!.body.chatToken).toMatch(/^[\w-]{8,}$/);
    expect(second!.body.chatToken).toBe(first!.body.chatToken);
    expect(sessionStorage.getItem('refugio.chatToken')).toBe(first!.body.chatToken);
  });

  it('offline: crisis lines come from the mirror, 988 first, saying so', async () => {
    const server = fakeBotServer(() => 'offline');
    vi.stubGlobal('fetch', server.fetchDouble);
    await renderChatbot();

    ask('I need a crisis line');
    const call988 = await within(log()).findByRole(
      'link',
      { name: 'Call 988 Suicide & Crisis Lifeline' },
      { timeout: 20_000 },
    );
    expect(server.calls).toHaveLength(1);
    expect(
      within(log()).getByText(
        'You are offline. This answer comes from the listings saved on this device.',
      ),
    ).toBeTruthy();
    const cards = within(log())
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(cards[0]).toBe('988 Suicide & Crisis Lifeline');
    expect(cards).toEqual(
      expect.arrayContaining(['Crisis Text Line', 'Domestic Violence Hotline']),
    );
    expect(call988.getAttribute('href')).toBe('tel:988');
  });

  it('offline: approved shelters of the mirror only, linking to their detail', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = fakeBotServer(() => {
      throw new Error('no request is made while the browser says it is offline');
    });
    vi.stubGlobal('fetch', server.fetchDouble);
    await renderChatbot();

    ask('where can I sleep tonight in Denver');
    const link = await within(log()).findByRole(
      'link',
      { name: 'Casa Uno Shelter' },
      { timeout: 20_000 },
    );
    expect(link.getAttribute('href')).toBe('/services/shelter-1');
    expect(within(log()).queryByText('Unapproved Shelter')).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it('offline: the weather needs a connection', async () => {
    vi.stubGlobal('fetch', fakeBotServer(() => 'offline').fetchDouble);
    await renderChatbot();
    ask('what is the weather in Denver');
    expect(
      await within(log()).findByText(
        'The weather needs an internet connection. Try again when you are online.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
  });
});
