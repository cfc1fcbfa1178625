import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '@client/db/database';
import { useSyncStatus } from '@client/sync/status';
import type { CrisisLineRecord } from '@shared/sync/protocol';
import { renderApp, returningVisitor } from '../../render-app';

function line(id: string, overrides: Partial<CrisisLineRecord> = {}): CrisisLineRecord {
  return {
    id,
    name: `Line ${id}`,
    description: 'Someone to talk to',
    descriptionEs: null,
    area: 'USA',
    time: '24/7',
    hoursEs: null,
    phone: null,
    text: null,
    chatWebLink: null,
    website: null,
    ranking: 0,
    location: { type: 'Point', coordinates: [0, 0] },
    rev: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('/crisis_lines', () => {
  beforeEach(returningVisitor);
  afterEach(async () => {
    await localDb().crisisLines.clear();
    useSyncStatus.setState({ online: true, lastSyncAt: null });
  });

  it('lists the lines of the mirror by ranking, then name, with their actions', async () => {
    await localDb().crisisLines.bulkPut([
      line('b', { name: 'Zeta Line', ranking: 1, phone: '988' }),
      line('c', { name: 'Local Line', ranking: 2, area: 'Denver', phone: '(303) 555-0100' }),
      line('a', {
        name: 'Alpha Line',
        ranking: 1,
        phone: '1-800-799-7233',
        text: 'Text START to 88788',
        chatWebLink: 'www.alpha.org/chat',
        website: 'https://alpha.org',
      }),
    ]);
    await renderApp('/crisis_lines');
    await screen.findByRole('heading', { level: 2, name: 'Alpha Line' });
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(['Alpha Line', 'Zeta Line', 'Local Line']);

    const call = screen.getByRole('link', { name: 'Call Alpha Line' });
    expect(call.getAttribute('href')).toBe('tel:18007997233');
    expect(screen.getByRole('link', { name: 'Text Alpha Line' }).getAttribute('href')).toBe(
      'sms:88788?body=START',
    );
    expect(screen.getByRole('link', { name: 'Chat with Alpha Line' }).getAttribute('href')).toBe(
      'http://www.alpha.org/chat',
    );
    expect(screen.getByRole('link', { name: 'Website of Alpha Line' }).getAttribute('href')).toBe(
      'https://alpha.org',
    );
    // Actions a line does not have are not shown.
    const zeta = screen.getByRole('heading', { name: 'Zeta Line' }).closest('li')!;
    expect(
      within(zeta)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Call']);
    const local = screen.getByRole('heading', { name: 'Local Line' }).closest('li')!;
    expect(within(local).getByText('Denver')).toBeTruthy();
  });

  it('shows the Spanish description and hours when Spanish is chosen', async () => {
    await localDb().crisisLines.put(
      line('a', { descriptionEs: 'Alguien con quien hablar', hoursEs: 'Todo el día' }),
    );
    await renderApp('/crisis_lines', 'es');
    await screen.findByText('Alguien con quien hablar');
    expect(screen.getByText('Todo el día')).toBeTruthy();
    expect(screen.queryByText('Someone to talk to')).toBeNull();
  });

  it('words a line’s text number and keyword in Spanish, not the English stored', async () => {
    await localDb().crisisLines.bulkPut([
      line('a', { name: 'Alpha Line', ranking: 2, phone: '988', text: 'Text 988' }),
      line('b', {
        name: 'Crisis Text Line',
        ranking: 1,
        phone: '741741',
        text: 'Text HOME to 741741',
        website: 'https://www.crisistextline.org',
      }),
    ]);
    await renderApp('/crisis_lines', 'es');
    const alpha = (await screen.findByRole('heading', { name: 'Alpha Line' })).closest('li')!;
    expect(within(alpha).getByText('Envía un mensaje de texto al 988')).toBeTruthy();
    const textLine = screen.getByRole('heading', { name: 'Crisis Text Line' }).closest('li')!;
    expect(within(textLine).getByText('Envía HOME al 741741')).toBeTruthy();
    expect(screen.queryByText(/^Text /)).toBeNull();
    // A short code takes texts only: no phone row and no Call.
    expect(within(textLine).queryByText('Teléfono')).toBeNull();
    expect(
      within(textLine)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['sms:741741?body=HOME', 'https://www.crisistextline.org']);
  });

  it('says the mirror is still filling while it is empty and never synced', async () => {
    await renderApp('/crisis_lines');
    await screen.findByText('Saving crisis lines for offline use…');
  });

  it('says there are none once a sync has completed', async () => {
    useSyncStatus.setState({ lastSyncAt: Date.now() });
    await renderApp('/crisis_lines');
    await screen.findByText('No crisis lines have been added yet.');
  });
});
