import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from '@client/app/pwa/update-prompt';
import { useUpdateStore } from '@client/app/pwa/update-store';
import { activateLocale, i18n } from '@client/lib/i18n';

function renderPrompt() {
  return render(
    <I18nProvider i18n={i18n}>
      <UpdatePrompt />
    </I18nProvider>,
  );
}

describe('the update prompt', () => {
  beforeEach(async () => {
    useUpdateStore.setState({ waiting: false, apply: null });
    await activateLocale('en');
  });

  it('stays silent while no new version is waiting', () => {
    renderPrompt();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('announces a waiting version politely, with Update and Later', () => {
    renderPrompt();
    act(() => useUpdateStore.getState().offer(() => Promise.resolve()));
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('A new version is available.');
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Later' })).toBeTruthy();
  });

  it('activates the waiting version when the person chooses Update', () => {
    const apply = vi.fn(() => new Promise<void>(() => undefined));
    renderPrompt();
    act(() => useUpdateStore.getState().offer(apply));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(apply).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Updating…' }).hasAttribute('disabled')).toBe(true);
  });

  it('goes away when the person chooses Later', () => {
    const apply = vi.fn(() => Promise.resolve());
    renderPrompt();
    act(() => useUpdateStore.getState().offer(apply));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });
});
