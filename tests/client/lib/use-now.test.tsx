import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from '@client/lib/use-now';

const START = Date.parse('2026-03-01T12:00:00.000Z');

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('reads the clock at mount, so a new caller never shows the time an earlier caller read', () => {
    const first = renderHook(() => useNow(30_000));
    vi.setSystemTime(START + 20_000);
    const second = renderHook(() => useNow(30_000));
    expect(first.result.current).toBe(START);
    expect(second.result.current).toBe(START + 20_000);
  });

  it('moves on every interval', () => {
    const { result } = renderHook(() => useNow(30_000));
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(result.current).toBe(START + 30_000);
  });

  it('catches up when the page becomes visible again, before the next tick', () => {
    const { result } = renderHook(() => useNow(30_000));
    // A hidden tab's timers may not run; only the clock moved.
    vi.setSystemTime(START + 10 * 60_000);
    act(() => setVisibility('hidden'));
    expect(result.current).toBe(START);
    act(() => setVisibility('visible'));
    expect(result.current).toBe(START + 10 * 60_000);
  });

  it('stops its timer when the caller unmounts', () => {
    const { unmount } = renderHook(() => useNow(30_000));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
