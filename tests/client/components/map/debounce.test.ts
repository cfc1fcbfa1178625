import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from '@client/components/map/debounce';
import { MAP_DEBOUNCE_MS } from '@shared/query/constants';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once, with the last arguments, after the calls stop for the wait', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, MAP_DEBOUNCE_MS);
    debounced(1);
    vi.advanceTimersByTime(MAP_DEBOUNCE_MS - 1);
    debounced(2);
    vi.advanceTimersByTime(MAP_DEBOUNCE_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    debounced(3);
    vi.advanceTimersByTime(MAP_DEBOUNCE_MS);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(3);
  });

  it('drops a waiting call when cancelled', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, MAP_DEBOUNCE_MS);
    debounced('x');
    debounced.cancel();
    vi.advanceTimersByTime(MAP_DEBOUNCE_MS * 2);
    expect(fn).not.toHaveBeenCalled();
  });

  it('waits the map debounce of docs/spec/product-spec.md §9 (1000 ms)', () => {
    expect(MAP_DEBOUNCE_MS).toBe(1000);
  });
});
