import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from '@client/app/layout/use-scroll-restoration';
import { navigateTo } from '@client/lib/router';

function Screen() {
  useScrollRestoration();
  return null;
}

afterEach(() => vi.restoreAllMocks());

describe('useScrollRestoration', () => {
  it('leaves the first screen where the page is, and starts each later screen at the top', () => {
    window.history.replaceState(null, '', '/');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    render(<Screen />);
    // No scroll and no read of the position: either would force the new page's layout in the
    // app's first commit, and the person may have scrolled the server's first screen already.
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).not.toHaveBeenCalled();

    act(() => navigateTo('/crisis_lines'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
