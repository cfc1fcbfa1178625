import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '@client/db/database';
import { useLocationStore } from '@client/lib/location-store';
import { useToastStore } from '@client/lib/toast-store';
import { useSyncStatus } from '@client/sync/status';
import { renderApp, returningVisitor } from '../../render-app';
import { service } from '../../sync/fakes';
import { clearMirror } from './fill-mirror';
import { putServices } from '@client/db/service-record-writes';

const CONNECT = 'Connect with this Service?';
const REPORT = 'Click here to Report Incorrect Info or Claim this Service';

function type(label: string, value: string, scope = screen.getByRole('dialog')) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

async function outboxOps() {
  return (await localDb().outbox.toArray()).map((entry) => entry.op);
}

async function openDialog(path: string, button: string, locale: 'en' | 'es' = 'en') {
  await renderApp(path, locale);
  fireEvent.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  // The forms load on the first opening (service-feedback.tsx).
  await within(dialog).findAllByRole('textbox');
  return dialog;
}

describe('the service feedback dialogs', () => {
  beforeEach(returningVisitor);
  afterEach(async () => {
    await clearMirror();
    useToastStore.setState({ toasts: [] });
    useSyncStatus.setState({ online: true });
    useLocationStore.setState({ location: null, blocked: false });
  });

  describe('Connect with this Service? (flag on)', () => {
    beforeEach(() =>
      putServices(localDb(), [service('s1', { name: 'Harbor House', isShowFlag: true })]),
    );

    it('asks for every required field, queues nothing, and keeps what was typed', async () => {
      const dialog = await openDialog('/services/s1', CONNECT);
      expect(
        within(dialog).getByRole('heading', { name: 'Connect to Harbor House?' }),
      ).toBeTruthy();
      await waitFor(() =>
        expect(document.activeElement).toBe(within(dialog).getByLabelText('Name')),
      );
      type('Message', 'I need a bed tonight');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

      expect(within(dialog).getByText('Please input your name.')).toBeTruthy();
      expect(within(dialog).getByText('Please input your email.')).toBeTruthy();
      expect(within(dialog).getByText('Please input your phone number.')).toBeTruthy();
      expect(within(dialog).queryByText('Please input your message.')).toBeNull();
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Name'));
      expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
      expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
        'I need a bed tonight',
      );
      // Errors follow the typing once shown.
      type('Name', 'Mark');
      expect(within(dialog).queryByText('Please input your name.')).toBeNull();
      expect(await outboxOps()).toEqual([]);
    });

    it('queues exactly one service feedback with the service, its name as subject and the fields', async () => {
      const dialog = await openDialog('/services/s1', CONNECT);
      type('Name', ' Mark ');
      type('Email', 'Mark@Example.org');
      type('Phone', '3035550100');
      type('Message', 'I need a bed tonight');
      expect((within(dialog).getByLabelText('Phone') as HTMLInputElement).value).toBe(
        '(303) 555-0100',
      );
      expect(within(dialog).queryByLabelText('Add your location')).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

      await waitFor(async () => expect(await outboxOps()).toHaveLength(1));
      expect(await outboxOps()).toEqual([
        {
          kind: 'serviceFeedback',
          files: [],
          fields: {
            service: 's1',
            subject: 'Harbor House',
            name: 'Mark',
            email: 'mark@example.org',
            phone: '(303) 555-0100',
            message: 'I need a bed tonight',
          },
        },
      ]);
      await screen.findByText('Feedback Sent Successfully');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(screen.getByRole('button', { name: CONNECT }));
    });

    it('adds the location when it is known and the person ticks it', async () => {
      useLocationStore.setState({ location: { lng: -104.99, lat: 39.74 } });
      const dialog = await openDialog('/services/s1', CONNECT);
      type('Name', 'Mark');
      type('Email', 'mark@example.org');
      type('Phone', '3035550100');
      type('Message', 'Hello');
      fireEvent.click(within(dialog).getByLabelText('Add your location'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      await waitFor(async () => expect(await outboxOps()).toHaveLength(1));
      const [op] = await outboxOps();
      expect(op?.kind === 'serviceFeedback' && op.fields.coordinates).toBe('-104.99|39.74');
    });

    it('keeps the draft after Cancel and gives focus back to the button', async () => {
      const dialog = await openDialog('/services/s1', CONNECT);
      type('Message', 'Half written');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const opener = screen.getByRole('button', { name: CONNECT });
      expect(document.activeElement).toBe(opener);
      fireEvent.click(opener);
      const again = await screen.findByRole('dialog');
      expect((within(again).getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
        'Half written',
      );
      expect(await outboxOps()).toEqual([]);
    });
  });

  describe('Report incorrect info (flag off)', () => {
    beforeEach(() =>
      putServices(localDb(), [service('s2', { name: 'Soup Spot', isShowFlag: false })]),
    );

    it('has email and message only, and checks the email', async () => {
      const dialog = await openDialog('/services/s2', REPORT);
      expect(
        within(dialog).getByRole('heading', {
          name: 'Report incorrect Info or Claim this Service?',
        }),
      ).toBeTruthy();
      expect(within(dialog).queryByLabelText('Name')).toBeNull();
      type('Email', 'not-an-email');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(within(dialog).getByText('Please input valid Email.')).toBeTruthy();
      expect(within(dialog).getByText('Please input your message.')).toBeTruthy();
      expect(await outboxOps()).toEqual([]);
    });

    it('queues it offline and says it will be sent later', async () => {
      useSyncStatus.setState({ online: false });
      const dialog = await openDialog('/services/s2', REPORT);
      type('Email', 'owner@soup.org');
      type('Message', 'We moved to 2 Main St');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      await screen.findByText('Saved. Your feedback will be sent when you are back online.');
      expect(await outboxOps()).toEqual([
        {
          kind: 'serviceFeedback',
          files: [],
          fields: {
            service: 's2',
            subject: 'Soup Spot',
            email: 'owner@soup.org',
            message: 'We moved to 2 Main St',
          },
        },
      ]);
    });

    it('shows the errors in Spanish when Spanish is chosen', async () => {
      await putServices(localDb(), [service('s2', { name: 'Soup Spot', isShowFlag: false })]);
      await renderApp('/services/s2', 'es');
      await screen.findByRole('heading', { level: 1, name: 'Soup Spot' });
      const opener = document.querySelector<HTMLButtonElement>('.service-feedback button');
      fireEvent.click(opener!);
      const dialog = await screen.findByRole('dialog');
      fireEvent.submit(dialog.querySelector('form')!);
      expect(within(dialog).getByText('Escribe tu mensaje.')).toBeTruthy();
    });
  });
});
