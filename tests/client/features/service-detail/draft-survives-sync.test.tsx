import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangesAnswer } from '@client/sync/transport';
import { localDb } from '@client/db/database';
import { activateLocale } from '@client/lib/i18n';
import { pullChanges } from '@client/sync/pull';
import { useSyncStatus } from '@client/sync/status';
import { renderApp, returningVisitor } from '../../render-app';
import { page, ScriptedTransport, service } from '../../sync/fakes';
import { clearMirror } from './fill-mirror';
import { getService } from '@client/db/service-records';
import { putServices } from '@client/db/service-record-writes';

// An open dialog and what a person typed in it outlive whatever reaches the mirror while they
// type (docs/screens.md "A draft outlives the sync"): the first sync, an edit by the provider,
// a new language.

const FORMS = [
  { kind: 'Connect', flag: true, button: 'Connect with this Service?', field: 'Name' },
  {
    kind: 'Report',
    flag: false,
    button: 'Click here to Report Incorrect Info or Claim this Service',
    field: 'Message',
  },
] as const;

/** A transport whose first answer for the changes after the snapshot waits for `release`. */
class HeldDeltaTransport extends ScriptedTransport {
  release: () => void = () => undefined;
  private readonly held = new Promise<void>((resolve) => (this.release = resolve));
  override async changes(query: string, etag: string | null): Promise<ChangesAnswer> {
    await this.held;
    return super.changes(query, etag);
  }
}

const valueOf = (dialog: HTMLElement, label: string) =>
  (within(dialog).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value;

async function openWithDraft(button: string, field: string) {
  await renderApp('/services/s1');
  // The first render also loads the route's chunk, which takes a while on a busy machine.
  fireEvent.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByLabelText(field);
  fireEvent.change(within(dialog).getByLabelText(field), { target: { value: 'Mark, tonight' } });
  return dialog;
}

/** The same dialog element is still open and still holds the draft. */
function expectDraftKept(dialog: HTMLElement, field: string) {
  expect(dialog.isConnected).toBe(true);
  expect(screen.getByRole('dialog')).toBe(dialog);
  expect(valueOf(dialog, field)).toBe('Mark, tonight');
}

// The route and the forms load lazily; their first transform on a busy machine takes seconds.
beforeAll(
  () =>
    Promise.all([
      import('@client/app/routes/service-detail'),
      import('@client/features/service-detail/components/connect-form'),
      import('@client/features/service-detail/components/report-form'),
    ]),
  60_000,
);

beforeEach(() => {
  returningVisitor();
  useSyncStatus.setState({ online: true, problem: null });
  // The record fetched ahead again if the page ever waited for it: not found, so nothing changes.
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) =>
    String(url) === '/api/services/s1'
      ? Response.json({ code: 404, message: 'Service not found' }, { status: 404 })
      : real(url, init),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
  await clearMirror();
});

describe.each(FORMS)('the detail’s $kind dialog keeps its draft', ({ flag, button, field }) => {
  it('while the first sync’s snapshot replaces the mirror around the record fetched ahead', async () => {
    // A service newer than the snapshot: stored ahead of the pull (sync/service-ahead.ts), it is
    // not in the snapshot, which keeps it (its rev is above the snapshot's cursor) until the
    // deltas after it bring it again.
    const ahead = service('s1', { name: 'Harbor House', rev: 50, isShowFlag: flag });
    await putServices(localDb(), [ahead]);
    const dialog = await openWithDraft(button, field);

    const delta = page({ cursor: '50', upserts: { services: [ahead] } as never });
    const transport = new HeldDeltaTransport([{ status: 200, etag: null, page: delta }]);
    transport.snapshotAnswers.push(
      page({ cursor: '40', upserts: { services: [service('a')] } as never }),
    );
    const pulled = pullChanges(localDb(), transport);
    await waitFor(async () => expect((await localDb().meta.get('cursor'))?.value).toBe('40'));
    expect(await getService(localDb(), 's1')).toMatchObject({ name: 'Harbor House' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expectDraftKept(dialog, field);

    transport.release();
    await act(() => pulled);
    expect(await localDb().meta.get('lastSyncAt')).toBeDefined();
    expectDraftKept(dialog, field);
  });

  it('when an edit by the provider reaches the mirror', async () => {
    await putServices(localDb(), [
      service('s1', { name: 'Harbor House', rev: 5, isShowFlag: flag }),
    ]);
    await localDb().meta.put({ name: 'lastSyncAt', value: 1 });
    const dialog = await openWithDraft(button, field);

    const edited = { name: 'Harbor House Downtown', descriptionEs: 'Comidas', rev: 6 };
    await act(() => putServices(localDb(), [service('s1', { ...edited, isShowFlag: flag })]));
    await screen.findByRole('heading', { level: 1, name: 'Harbor House Downtown' });
    expectDraftKept(dialog, field);
  });

  it('when the language changes', async () => {
    await putServices(localDb(), [
      service('s1', { name: 'Harbor House', rev: 5, isShowFlag: flag }),
    ]);
    const dialog = await openWithDraft(button, field);

    await act(() => activateLocale('es'));
    const spanish = field === 'Name' ? 'Nombre' : 'Mensaje';
    await within(dialog).findByLabelText(spanish);
    expect(dialog.isConnected).toBe(true);
    expect(valueOf(dialog, spanish)).toBe('Mark, tonight');
  });
});
