import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeTabOf, settleHomeAddress } from '@client/features/services/home-address';
import { useHomeStore } from '@client/features/services/store';

describe('homeTabOf', () => {
  it('takes a valid hash in any case, else the stored tab, and says when the address must change', () => {
    expect(homeTabOf('#FOOD', 'SHELTER')).toEqual({ tab: 'FOOD', rewrite: false });
    expect(homeTabOf('#food', 'SHELTER')).toEqual({ tab: 'FOOD', rewrite: true });
    expect(homeTabOf('', 'HEALTH')).toEqual({ tab: 'HEALTH', rewrite: true });
    expect(homeTabOf('#nope', 'SHELTER')).toEqual({ tab: 'SHELTER', rewrite: true });
  });
});

describe('settleHomeAddress, before the first render', () => {
  beforeEach(() => useHomeStore.getState().setTab('SHELTER'));
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('names the session tab in a home address without one, keeping the query', () => {
    useHomeStore.getState().setTab('WORK');
    window.history.replaceState(null, '', '/?q=1');
    settleHomeAddress();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/?q=1#WORK',
    );
  });

  it('makes the session tab the one the address names', () => {
    window.history.replaceState(null, '', '/#health');
    settleHomeAddress();
    expect(useHomeStore.getState().tab).toBe('HEALTH');
    expect(window.location.hash).toBe('#HEALTH');
  });

  it('leaves an address that already names its tab, and other routes, alone', () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    window.history.pushState(null, '', '/#FOOD');
    settleHomeAddress();
    window.history.pushState(null, '', '/crisis_lines');
    settleHomeAddress();
    expect(replace).not.toHaveBeenCalled();
    expect(useHomeStore.getState().tab).toBe('FOOD');
  });
});
