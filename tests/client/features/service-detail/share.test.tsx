import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '@client/db/database';
import { useToastStore } from '@client/lib/toast-store';
import { renderApp, returningVisitor } from '../../render-app';
import { service } from '../../sync/fakes';
import { clearMirror } from './fill-mirror';
import { putServices } from '@client/db/service-record-writes';

const kitchen = service('s1', { name: 'Hope Kitchen', serviceSummary: 'Hot meals every day' });

/** Gives jsdom's navigator a property it lacks, for one test. */
function stubNavigator(name: 'share' | 'clipboard', value: unknown): void {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

async function openDetail() {
  await putServices(localDb(), [kitchen]);
  await renderApp('/services/s1');
  await screen.findByRole('heading', { level: 1, name: 'Hope Kitchen' });
}

const lastToast = () => useToastStore.getState().toasts.at(-1);

describe('Share on /services/:id', () => {
  beforeEach(returningVisitor);
  afterEach(async () => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
    useToastStore.setState({ toasts: [] });
    await clearMirror();
  });

  it('opens the system share sheet with the name, summary and link when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', share);
    stubNavigator('clipboard', { writeText });
    await openDetail();
    fireEvent.click(screen.getByRole('button', { name: 'Share Hope Kitchen' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'Hope Kitchen',
      text: 'Hot meals every day',
      url: window.location.href.split('#')[0],
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(lastToast()).toBeUndefined();
  });

  it('says nothing when the person closes the share sheet', async () => {
    stubNavigator('share', vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    await openDetail();
    fireEvent.click(screen.getByRole('button', { name: 'Share Hope Kitchen' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writeText).not.toHaveBeenCalled();
    expect(lastToast()).toBeUndefined();
  });

  it('copies the link with a toast where the Web Share API is missing', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    await openDetail();
    fireEvent.click(screen.getByRole('button', { name: 'Share Hope Kitchen' }));
    await waitFor(() =>
      expect(lastToast()?.text).toBe('Link copied. You can paste it to share Hope Kitchen.'),
    );
    expect(writeText).toHaveBeenCalledWith(window.location.href.split('#')[0]);
    expect(lastToast()?.tone).toBe('success');
  });

  it('shows an error toast when neither sharing nor copying works', async () => {
    stubNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openDetail();
    fireEvent.click(screen.getByRole('button', { name: 'Share Hope Kitchen' }));
    await waitFor(() => expect(lastToast()?.tone).toBe('error'));
    expect(lastToast()?.text).toBe(
      'The link could not be shared or copied. Please copy it from the address bar.',
    );
  });
});
