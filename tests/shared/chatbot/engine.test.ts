import { describe, expect, it } from 'vitest';
import type { BotDataSource } from '@shared/chatbot/data-source';
import { createBotEngine } from '@shared/chatbot/engine';
import type { CrisisLineRecord, ServiceRecord } from '@shared/sync/protocol';

const line = (name: string, phone: string, ranking: number) =>
  ({
    id: name,
    name,
    description: name,
    phone,
    ranking,
    area: 'USA',
    location: { type: 'Point', coordinates: [0, 0] },
  }) as CrisisLineRecord;

const shelter = (name: string, isApproved: boolean) =>
  ({
    id: name,
    name,
    isApproved,
    type: ['SHELTER'],
    serviceSummary: 'Emergency Shelter',
    closeSchedules: [],
    schedules: [],
    isContact: false,
    availableBeds: 3,
    timeZone: 'America/Denver',
    location: { type: 'Point', coordinates: [-104.99, 39.74] },
  }) as unknown as ServiceRecord;

/** An offline source, as the browser's: no weather, and a store with one unapproved row. */
const offline: BotDataSource = {
  offline: true,
  findServices: async () => [shelter('Open Door', true), shelter('Draft Shelter', false)],
  findServicesByName: async () => [],
  crisisLines: async () => [
    line('Domestic Violence Hotline', '1-800-799-7233', 3),
    line('Crisis Text Line', '741741', 2),
    line('988 Suicide & Crisis Lifeline', '988', 1),
  ],
  faqs: async () => [],
  resolvePlace: async (text) =>
    text === 'denver' ? { label: 'Denver', lng: -104.99, lat: 39.74 } : null,
};

describe('createBotEngine (offline source)', () => {
  it('leads a crisis reply with the crisis phrase and 988, then the lines for the situation', async () => {
    const engine = await createBotEngine({ faqs: [] });
    const answer = await engine.answer(
      { query: 'mi esposo me golpea', now: new Date() },
      {},
      offline,
    );
    expect(answer.intent).toBe('crisis');
    expect(answer.messages[0]).toMatchObject({ key: 'crisisLead' });
    const list = answer.messages.find((m) => m.type === 'payload');
    const names = (list?.payload.data as CrisisLineRecord[]).map((l) => l.name);
    expect(names).toEqual([
      '988 Suicide & Crisis Lifeline',
      'Domestic Violence Hotline',
      'Crisis Text Line',
    ]);
  });

  it('never lists what fails the shared rules, even if the source returns it', async () => {
    const engine = await createBotEngine({ faqs: [] });
    const answer = await engine.answer(
      { query: 'shelters in Denver', now: new Date() },
      {},
      offline,
    );
    const list = answer.messages.find((m) => m.type === 'payload');
    expect((list?.payload.data as ServiceRecord[]).map((s) => s.name)).toEqual(['Open Door']);
    expect(answer.context.place).toMatchObject({ label: 'Denver' });
  });

  it('says weather needs a connection offline', async () => {
    const engine = await createBotEngine({ faqs: [] });
    const answer = await engine.answer(
      { query: 'weather in Denver', now: new Date() },
      {},
      offline,
    );
    expect(answer.messages).toEqual([{ type: 'text', key: 'weatherNeedsConnection' }]);
  });
});
