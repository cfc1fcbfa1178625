import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KudoButton } from '@client/components/service/kudo-button';
import { localDb } from '@client/db/database';
import { useToastStore } from '@client/lib/toast-store';
import { resetMirrorAndHome } from '../../features/services/mirror';
import { renderUi } from './render-ui';

afterEach(resetMirrorAndHome);

const count = (button: HTMLElement) => button.querySelector('.kudo-button__count')?.textContent;

describe('KudoButton', () => {
  it('shows the server count and no pressed state before a kudo', async () => {
    await renderUi(<KudoButton serviceId="s1" likes={4} />);
    const button = await screen.findByRole('button', { name: /^Give kudos/ });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(count(button)).toBe('4');
  });

  it('counts the pending kudo locally and queues it only once', async () => {
    await renderUi(<KudoButton serviceId="s1" likes={4} serviceName="Kitchen" />);
    const button = screen.getByRole('button', { name: /^Give kudos to Kitchen/ });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(count(button)).toBe('5');
    fireEvent.click(button);
    await waitFor(async () => expect(await localDb().kudos.count()).toBe(1));
    expect(await localDb().outbox.count()).toBe(1);
    expect(count(button)).toBe('5');
  });

  it('says the device is full, and what to do, when the kudo cannot be stored', async () => {
    vi.spyOn(localDb().outbox, 'add').mockRejectedValueOnce(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderUi(<KudoButton serviceId="s1" likes={4} serviceName="Kitchen" />);
    fireEvent.click(screen.getByRole('button', { name: /^Give kudos to Kitchen/ }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => [t.text, t.tone])).toEqual([
        ['This device is out of storage space. Free some space, then try again.', 'error'],
      ]),
    );
    // Nothing half-stored: the mark and its outbox entry go together or not at all.
    expect(await localDb().kudos.count()).toBe(0);
    vi.restoreAllMocks();
  });

  it('stops adding one once the server has counted the kudo', async () => {
    await localDb().kudos.put({ serviceId: 's1', givenAt: 1, state: 'sent' });
    await renderUi(<KudoButton serviceId="s1" likes={5} />);
    const button = screen.getByRole('button', { name: /^Give kudos/ });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(count(button)).toBe('5');
  });
});
