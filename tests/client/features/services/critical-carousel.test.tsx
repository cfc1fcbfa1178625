import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CriticalCarousel } from '@client/features/services/components/critical-carousel';
import { activeCriticalHeaders } from '@client/features/services/lib/critical';
import { renderUi } from '../../components/service/render-ui';
import { service } from '../../sync/fakes';
import { resetMirrorAndHome } from './mirror';

afterEach(resetMirrorAndHome);

const NOW = new Date('2026-07-01T16:00:00.000Z');

const critical = (id: string, extra: Parameters<typeof service>[1] = {}) =>
  service(id, {
    name: `Service ${id}`,
    isCriticalHeader: true,
    criticalDescription: `Notice ${id}`,
    isCriticalNeverExpire: true,
    ...extra,
  });

const region = () => screen.getByRole('region', { name: 'Important notices' });

describe('critical-header banners', () => {
  it('keeps only active headers, newest first, at most 20', () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      critical(`n${String(i).padStart(2, '0')}`, {
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      }),
    );
    const expired = critical('old', {
      isCriticalNeverExpire: false,
      criticalExpiredAt: '2026-07-01T15:59:00.000Z',
      createdAt: '2026-06-30T00:00:00.000Z',
    });
    const later = critical('later', {
      isCriticalNeverExpire: false,
      criticalExpiredAt: '2026-07-01T16:01:00.000Z',
      createdAt: '2026-06-30T00:00:00.000Z',
    });
    const off = service('off', { criticalDescription: 'Not a header' });
    const shown = activeCriticalHeaders([...many, expired, later, off], NOW);
    expect(shown).toHaveLength(20);
    expect(shown[0]?.id).toBe('later');
    expect(shown[1]?.id).toBe('n24');
    expect(shown.map((s) => s.id)).not.toContain('old');
    expect(shown.map((s) => s.id)).not.toContain('off');
    expect(shown.map((s) => s.id)).not.toContain('n04');
  });

  it('counts a header without an expiry that may expire as expired', () => {
    const shown = activeCriticalHeaders(
      [critical('a', { isCriticalNeverExpire: false, criticalExpiredAt: null })],
      NOW,
    );
    expect(shown).toEqual([]);
  });

  it('renders nothing when no header is active', async () => {
    const candidates = [service('plain')];
    await renderUi(<CriticalCarousel candidates={candidates} now={NOW} />);
    expect(screen.queryByRole('region', { name: 'Important notices' })).toBeNull();
  });

  it('turns the slides with labelled buttons and says where it is', async () => {
    const candidates = [
      critical('a', { createdAt: '2026-01-02T00:00:00.000Z' }),
      critical('b', { createdAt: '2026-01-01T00:00:00.000Z' }),
    ];
    await renderUi(<CriticalCarousel candidates={candidates} now={NOW} />);
    await screen.findByText('Notice a');
    expect(screen.getByText('1 of 2')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Notice a Service a' }).getAttribute('href')).toBe(
      '/services/a',
    );
    expect(screen.getByRole('group', { name: '1 of 2' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Notice b')).toBeDefined();
    expect(screen.getByText('2 of 2')).toBeDefined();
    expect(screen.queryByText('Notice a')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Notice a')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Notice b')).toBeDefined();
  });

  it('has no turning buttons for a single banner', async () => {
    const candidates = [critical('a')];
    await renderUi(<CriticalCarousel candidates={candidates} now={NOW} />);
    await screen.findByText('Notice a');
    expect(region()).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('drops a banner when the clock passes its expiry', async () => {
    const candidates = [
      critical('a', {
        isCriticalNeverExpire: false,
        criticalExpiredAt: '2026-07-01T16:00:30.000Z',
      }),
    ];
    let setNow: (now: Date) => void = () => undefined;
    function Clocked() {
      const [now, set] = useState(NOW);
      setNow = set;
      return <CriticalCarousel candidates={candidates} now={now} />;
    }
    await renderUi(<Clocked />);
    await screen.findByText('Notice a');
    act(() => setNow(new Date(NOW.getTime() + 60_000)));
    await waitFor(() => expect(screen.queryByText('Notice a')).toBeNull());
  });

  // docs/screens.md: home's banners keep their own time, moved on by one timer to the nearest
  // expiry, so an expired banner leaves at its expiry, not at a reload.
  it('drops a banner at its expiry by itself, keeping the others', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    try {
      const candidates = [
        critical('a', {
          isCriticalNeverExpire: false,
          criticalExpiredAt: '2026-07-01T16:05:00.000Z',
          createdAt: '2026-01-02T00:00:00.000Z',
        }),
        critical('b', { createdAt: '2026-01-01T00:00:00.000Z' }),
      ];
      await renderUi(<CriticalCarousel candidates={candidates} />);
      await screen.findByText('Notice a');
      act(() => vi.advanceTimersByTime(4 * 60_000 + 59_000));
      expect(screen.getByText('Notice a')).toBeDefined();
      act(() => vi.advanceTimersByTime(1_000));
      await waitFor(() => expect(screen.queryByText('Notice a')).toBeNull());
      expect(screen.getByText('Notice b')).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the Spanish description in Spanish, else the English one', async () => {
    const candidates = [
      critical('a', { criticalDescriptionEs: 'Aviso a', createdAt: '2026-01-02T00:00:00.000Z' }),
      critical('b', { createdAt: '2026-01-01T00:00:00.000Z' }),
    ];
    await renderUi(<CriticalCarousel candidates={candidates} now={NOW} />, { locale: 'es' });
    await screen.findByText('Aviso a');
    expect(screen.queryByText('Notice a')).toBeNull();
    fireEvent.click(screen.getAllByRole('button')[1]!);
    expect(screen.getByText('Notice b')).toBeDefined();
  });
});
