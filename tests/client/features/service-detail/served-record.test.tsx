import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVED_SERVICE_ID } from '@shared/app-shell';
import { localDb } from '@client/db/database';
import { putServices } from '@client/db/service-record-writes';
import { getService } from '@client/db/service-records';
import { useSyncStatus } from '@client/sync/status';
import { renderApp, returningVisitor } from '../../render-app';
import { service } from '../../sync/fakes';
import { clearMirror } from './fill-mirror';

// docs/architecture.md "The first screen": a page the server sent for /services/{id} carries the
// service's record; the app's first render draws it (as the server drew it) without fetching it,
// and stores it ahead by the rule of sync/service-ahead.ts, never over the mirror's own record.

const served = service('s1', { name: 'Harbor House', rev: 5 });
let fetched: string[] = [];

/** The record as the server writes it into the page. */
function servePage(record: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVED_SERVICE_ID;
  script.textContent = typeof record === 'string' ? record : JSON.stringify(record);
  document.body.append(script);
}

beforeEach(() => {
  returningVisitor();
  useSyncStatus.setState({ online: true, problem: null });
  fetched = [];
  vi.stubGlobal('fetch', async (url: RequestInfo | URL) => {
    fetched.push(String(url));
    return new Promise<Response>(() => undefined);
  });
});
afterEach(async () => {
  document.getElementById(SERVED_SERVICE_ID)?.remove();
  vi.unstubAllGlobals();
  await clearMirror();
});

describe('a service page the server sent with its record', () => {
  it('draws the record at once, stores it ahead and does not fetch it', async () => {
    servePage(served);
    await renderApp('/services/s1');
    await screen.findByRole('heading', { level: 1, name: 'Harbor House' });
    await waitFor(async () => expect(await getService(localDb(), 's1')).toEqual(served));
    expect(fetched).not.toContain('/api/services/s1');
  });

  it("never overwrites the mirror's newer record, and draws the mirror's", async () => {
    const newer = service('s1', { name: 'Harbor House, renamed', rev: 9 });
    await putServices(localDb(), [newer]);
    servePage(served);
    await renderApp('/services/s1');
    await screen.findByRole('heading', { level: 1, name: 'Harbor House, renamed' });
    expect(await getService(localDb(), 's1')).toEqual(newer);
  });

  it.each([
    ['another service', service('s2', { name: 'Elsewhere' })],
    ['no record', '{"id":"s1","name":"Harbor House"}'],
    ['no JSON', '{"id":'],
  ])('ignores a page carrying %s, and fetches the record ahead as before', async (_, record) => {
    servePage(record);
    await renderApp('/services/s1');
    await screen.findByText('Loading…', { selector: '.route-fallback' });
    expect(screen.queryByRole('heading', { level: 1, name: /Harbor House|Elsewhere/ })).toBeNull();
    await waitFor(() => expect(fetched).toContain('/api/services/s1'));
  });
});
