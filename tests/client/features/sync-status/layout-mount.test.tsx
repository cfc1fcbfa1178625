import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSyncStatus } from '@client/sync/status';
import { renderApp, returningVisitor } from '../../render-app';

afterEach(() => useSyncStatus.setState({ online: true }));

describe('the app layout', () => {
  it('shows the sync banner right under the header on every screen', async () => {
    returningVisitor();
    useSyncStatus.setState({ online: false });
    await renderApp('/about');
    const message = await screen.findByText(
      'You are offline. Showing information saved on this device.',
    );
    const banner = message.closest('.sync-status')!;
    expect(banner.previousElementSibling?.matches('header, .side-menu, [role="dialog"]')).toBe(
      true,
    );
    expect(banner.compareDocumentPosition(document.querySelector('main')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
