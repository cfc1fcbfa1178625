import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback, fetchMock, serveFeedback, showInbox } from './inbox-fixtures';

// jsdom has no object URLs; the screen's use of them is what these tests check.
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
const revoke = vi.fn<(url: string) => void>();

describe('/feedbacks attachments', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    let next = 0;
    URL.createObjectURL = vi.fn(() => `blob:file-${++next}`);
    URL.revokeObjectURL = revoke;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    revoke.mockReset();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows images inline and PDFs as links, fetched with the token', async () => {
    serveFeedback(
      { app: [feedback('a1', { files: ['img-1', 'pdf-1'] })] },
      { 'img-1': 'image/png', 'pdf-1': 'application/pdf' },
    );
    await showInbox(['ADMINISTRATOR']);
    const image = await screen.findByRole('img', { name: 'Attachment 1 (image)' });
    expect(image.getAttribute('src')).toMatch(/^blob:file-/);
    const pdf = await screen.findByRole('link', { name: 'Attachment 2 (PDF)' });
    expect(pdf.getAttribute('href')).toMatch(/^blob:file-/);
    expect(pdf.getAttribute('target')).toBe('_blank');
    const fileCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/files/img-1');
    expect(new Headers(fileCall?.[1]?.headers).get('authorization')).toBe('Bearer token-1');
    // The bytes are let go once the list leaves the screen.
    const src = image.getAttribute('src');
    cleanup();
    expect(revoke).toHaveBeenCalledWith(src);
  });

  it('says when an attachment cannot be loaded', async () => {
    serveFeedback({ app: [feedback('a1', { files: ['gone'] })] });
    await showInbox(['ADMINISTRATOR']);
    expect(await screen.findByText('Attachment 1 could not be loaded.')).toBeTruthy();
  });
});
