import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markFirstContent } from '@client/lib/first-content';
import { localDb } from '@client/db/database';
import { useSyncStatus } from '@client/sync/status';
import { renderApp, returningVisitor } from '../../render-app';
import { service } from '../../sync/fakes';
import { clearMirror } from './fill-mirror';
import { putServices } from '@client/db/service-record-writes';

// The sync engine waits for this signal (docs/sync.md, "Reading fast"); on a never-synced device
// the service page fetches its own record first (sync/service-ahead.ts).
vi.mock('@client/lib/first-content', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  markFirstContent: vi.fn(),
}));

const shelter = service('s1', { name: 'Harbor House', rev: 5 });

/** A fetch whose answer to GET /api/services/s1 the test gives when it wants. */
function heldFetch() {
  let answer: (response: Response) => void = () => undefined;
  const pending = new Promise<Response>((resolve) => (answer = resolve));
  vi.stubGlobal('fetch', async (url: RequestInfo | URL) =>
    String(url) === '/api/services/s1' ? pending : new Response(null, { status: 204 }),
  );
  return answer;
}

beforeEach(() => {
  returningVisitor();
  useSyncStatus.setState({ online: true, problem: null });
  vi.mocked(markFirstContent).mockClear();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearMirror();
});

describe('the service page says when its content is on screen', () => {
  it('at once for a service the mirror holds', async () => {
    await putServices(localDb(), [shelter]);
    await renderApp('/services/s1');
    await screen.findByRole('heading', { level: 1, name: 'Harbor House' });
    await waitFor(() => expect(markFirstContent).toHaveBeenCalled());
  });

  it('on a never-synced device, not before the record fetched ahead is drawn', async () => {
    const answer = heldFetch();
    await renderApp('/services/s1');
    await screen.findByText('Loading…', { selector: '.route-fallback' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(markFirstContent).not.toHaveBeenCalled();
    answer(Response.json(shelter));
    await screen.findByRole('heading', { level: 1, name: 'Harbor House' });
    await waitFor(() => expect(markFirstContent).toHaveBeenCalled());
  });

  it('once the record fetched ahead did not come, so the sync starts to bring it', async () => {
    const answer = heldFetch();
    await renderApp('/services/s1');
    await screen.findByText('Loading…', { selector: '.route-fallback' });
    answer(Response.json({ code: 404, message: 'Service not found' }, { status: 404 }));
    await waitFor(() => expect(markFirstContent).toHaveBeenCalled());
    expect(screen.getByText('Loading…', { selector: '.route-fallback' })).toBeTruthy();
  });
});
