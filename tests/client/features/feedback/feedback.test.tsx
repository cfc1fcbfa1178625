import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '@client/db/database';
import { useToastStore } from '@client/lib/toast-store';
import { useSyncStatus } from '@client/sync/status';
import { renderApp, returningVisitor, signInWithRoles } from '../../render-app';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function attach(file: File) {
  fireEvent.change(screen.getByLabelText('Attachment (optional)'), { target: { files: [file] } });
}

async function entries() {
  return localDb().outbox.toArray();
}

async function fillAndOpen() {
  await renderApp('/feedback');
  await screen.findByRole('heading', { level: 1, name: 'Feedback' });
  type('Email', 'Ana@Example.org');
  type('Subject', 'Map');
  type('Message', 'The map is great');
}

describe('/feedback', () => {
  beforeEach(returningVisitor);
  afterEach(async () => {
    await localDb().outbox.clear();
    useToastStore.setState({ toasts: [] });
    useSyncStatus.setState({ online: true });
  });

  it('asks for email, subject and message and queues nothing', async () => {
    await renderApp('/feedback');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Feedback' }));
    expect(screen.getByText('Please input your email.')).toBeTruthy();
    expect(screen.getByText('Please input your subject.')).toBeTruthy();
    expect(screen.getByText('Please input your message.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(await entries()).toEqual([]);
  });

  it('queues one app feedback with the attachment as bytes, then clears the form', async () => {
    signInWithRoles(['USER']);
    await fillAndOpen();
    attach(
      new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'note.pdf', { type: 'application/pdf' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await screen.findByText('Feedback Sent Successfully');

    const queued = await entries();
    expect(queued).toHaveLength(1);
    const [entry] = queued;
    expect(entry?.userId).toBe('user-1');
    if (entry?.op.kind !== 'appFeedback') throw new Error('expected an app feedback');
    expect(entry.op.fields).toEqual({
      email: 'ana@example.org',
      subject: 'Map',
      message: 'The map is great',
    });
    expect(entry.op.files).toHaveLength(1);
    expect(entry.op.files[0]?.name).toBe('note.pdf');
    expect(entry.op.files[0]?.type).toBe('application/pdf');
    expect([...new Uint8Array(entry.op.files[0]!.data)]).toEqual([0x25, 0x50, 0x44, 0x46]);

    for (const label of ['Email', 'Subject', 'Message'])
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: /Remove the attachment/ })).toBeNull();
  });

  it('says it will be sent later when offline', async () => {
    useSyncStatus.setState({ online: false });
    await fillAndOpen();
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await screen.findByText('Saved. Your feedback will be sent when you are back online.');
    const [entry] = await entries();
    expect(entry?.op).toMatchObject({ kind: 'appFeedback', files: [] });
  });

  it('refuses an attachment the server would refuse, and keeps the text', async () => {
    await fillAndOpen();
    attach(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(
      screen.getByText('Please choose an image (PNG, JPEG, WebP or GIF) or a PDF.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Attachment (optional)')),
    );
    expect(await entries()).toEqual([]);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'The map is great',
    );

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    attach(big);
    expect(screen.getByText('The attachment must be at most 5 MB.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the attachment big.png' }));
    expect(screen.queryByText('The attachment must be at most 5 MB.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await waitFor(async () => expect(await entries()).toHaveLength(1));
  });
});
